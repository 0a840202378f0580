/** One campaign: goal and period, reach, targets (editors), actions with outcome, linked tasks and material. */
import { useState } from "react";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { useCampaign } from "../political-api.ts";
import type { useWorkbenchParams } from "../use-workbench-params.ts";
import { LinksSection } from "../shared/LinksSection.tsx";
import { ActionsSection } from "./ActionsSection.tsx";
import { CampaignFormDialog } from "./CampaignFormDialog.tsx";
import { CampaignPeriod } from "./CampaignPeriod.tsx";
import { TargetsSection } from "./TargetsSection.tsx";

type Place = ReturnType<typeof useWorkbenchParams>;

export function CampaignDetailView({ id, canEdit, place }: { id: string; canEdit: boolean; place: Place }) {
  const query = useCampaign(id);
  const [editing, setEditing] = useState(false);
  useDocumentTitle(query.data ? `${query.data.title} – Politik-Tools` : "Politik-Tools");
  const back = (
    <button type="button" className="button button--small pw-back" onClick={() => place.close("kampagne")}>
      ← Alle Kampagnen
    </button>
  );
  if (query.isPending)
    return (
      <>
        {back}
        <Spinner label="Kampagne wird geladen …" />
      </>
    );
  if (query.isError)
    return (
      <>
        {back}
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  const c = query.data;
  const share = c.targetCount ? Math.round((c.reachedCount / c.targetCount) * 100) : 0;
  return (
    <article className="pw-detail" aria-labelledby="pw-campaign-heading">
      {back}
      <header className="pw-detail__header">
        <div className="pw-card__meta">
          {c.procedureId ? (
            <button type="button" className="pw-topic pw-topic--link" onClick={() => place.open("verfahren", c.procedureId!)}>
              Verfahren: {c.procedureTitle}
            </button>
          ) : (
            <span className="pw-topic">Thema: {c.topic}</span>
          )}
          <CampaignPeriod startsOn={c.startsOn} endsOn={c.endsOn} />
        </div>
        <h2 id="pw-campaign-heading" className="pw-detail__title">
          {c.title}
        </h2>
        <p className="pw-card__subtitle">
          {formatGermanDate(c.startsOn)} bis {formatGermanDate(c.endsOn)}
          {c.ownerName ? ` · verantwortlich: ${c.ownerName}` : ""}
        </p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => place.showArea("analysen")}>
            Zur Auswertung
          </button>
          {canEdit ? (
            <button type="button" className="button" onClick={() => setEditing(true)}>
              Bearbeiten
            </button>
          ) : null}
        </div>
      </header>
      <div className="pw-kpis">
        <section className="panel pw-kpi pw-kpi--goal" aria-labelledby="pw-goal">
          <h3 id="pw-goal" className="pw-kpi__label">
            Ziel
          </h3>
          <p>{c.goal}</p>
        </section>
        <section className="panel pw-kpi" aria-labelledby="pw-reach">
          <h3 id="pw-reach" className="pw-kpi__label">
            Zielpersonen erreicht
          </h3>
          <p className="pw-kpi__value">
            {c.reachedCount} <span className="muted">von {c.targetCount}</span>
          </p>
          <div className="pw-meter" role="img" aria-label={`${share} Prozent der Zielpersonen erreicht`}>
            <span style={{ inlineSize: `${share}%` }} />
          </div>
        </section>
        <section className="panel pw-kpi" aria-labelledby="pw-actions-count">
          <h3 id="pw-actions-count" className="pw-kpi__label">
            Aktionen insgesamt
          </h3>
          <p className="pw-kpi__value">{c.actionCount}</p>
        </section>
      </div>
      <div className="pw-detail__grid">
        <div className="pw-detail__main">
          <ActionsSection campaign={c} canEdit={canEdit} />
        </div>
        <div className="pw-detail__side">
          {c.targets ? <TargetsSection campaign={c} /> : null}
          <LinksSection owner={{ kind: "campaigns", id: c.id }} links={c.links} canEdit={canEdit} kinds={["task", "press", "document"]} />
        </div>
      </div>
      {editing ? <CampaignFormDialog campaign={c} onClose={() => setEditing(false)} /> : null}
    </article>
  );
}
