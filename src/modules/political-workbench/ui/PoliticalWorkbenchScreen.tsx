/**
 * /backend/political-workbench (every member reads; board, management and admin edit, ADR 170):
 * procedures, positions, the stakeholder map, campaigns, campaign analytics and the lobby register
 * help as areas (WAI-ARIA tabs, arrow keys move). The analytics with its chart library is a chunk
 * of its own, fetched only when that area opens.
 */
import { lazy, Suspense } from "react";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { TabList, tabId } from "#ui/backoffice/TabList.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { requiredRolesOf } from "#shared/access.ts";
import { hasAnyRole } from "#shared/roles.ts";
import type { ScreenProps } from "#shared/routes.ts";
import { AREAS, useWorkbenchParams, type AreaId } from "./use-workbench-params.ts";
import { ProceduresArea } from "./procedures/ProceduresArea.tsx";
import { PositionsArea } from "./positions/PositionsArea.tsx";
import { StakeholdersArea } from "./stakeholders/StakeholdersArea.tsx";
import { CampaignsArea } from "./campaigns/CampaignsArea.tsx";
import { LobbyArea } from "./lobby/LobbyArea.tsx";
import "./political.css";

const AnalyticsArea = lazy(() => import("./analytics/AnalyticsArea.tsx"));

export default function PoliticalWorkbenchScreen({ route }: ScreenProps) {
  const { roles } = useAuth();
  const canEdit = hasAnyRole(roles, requiredRolesOf("politicalEdit"));
  const place = useWorkbenchParams();
  const areas = AREAS.filter((a) => canEdit || !a.editorsOnly);
  const area = areas.some((a) => a.id === place.area) ? place.area : "verfahren";

  return (
    <section className="pw">
      <PageHeader
        title={route.title}
        lead={
          canEdit
            ? "Gesetzgebungsverfahren verfolgen, Positionen beschließen, Stakeholder pflegen und Kampagnen planen und auswerten."
            : "Gesetzgebungsverfahren, Positionen und Kampagnen des Verbands verfolgen. Verfahren, die Sie beobachten, melden neue Stände und Fristen."
        }
      />
      <TabList
        tabs={areas}
        selected={area}
        onSelect={(next) => place.showArea(next)}
        idPrefix="pw"
        label="Bereiche der Politik-Tools"
        className="pw-tabs"
        panelId={() => "pw-panel"}
      />
      <div id="pw-panel" role="tabpanel" aria-labelledby={tabId("pw", area)}>
        <AreaContent area={area} canEdit={canEdit} place={place} />
      </div>
    </section>
  );
}

function AreaContent({ area, canEdit, place }: { area: AreaId; canEdit: boolean; place: ReturnType<typeof useWorkbenchParams> }) {
  switch (area) {
    case "verfahren":
      return <ProceduresArea canEdit={canEdit} place={place} />;
    case "positionen":
      return <PositionsArea canEdit={canEdit} place={place} />;
    case "stakeholder":
      return <StakeholdersArea />;
    case "kampagnen":
      return <CampaignsArea canEdit={canEdit} place={place} />;
    case "analysen":
      return (
        <Suspense fallback={<Spinner label="Auswertung wird geladen …" />}>
          <AnalyticsArea />
        </Suspense>
      );
    case "lobbyregister":
      return <LobbyArea />;
  }
}
