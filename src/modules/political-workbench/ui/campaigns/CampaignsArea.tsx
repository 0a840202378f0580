/** Campaigns: the list with filters, or one campaign when it is open. */
import { countOf } from "#shared/plural.ts";
import { useState } from "react";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { formatGermanDate } from "#shared/dates.ts";
import { CAMPAIGN_STATES } from "../../schema/campaign.ts";
import { useCampaigns } from "../political-api.ts";
import { choiceOf } from "../choice-of.ts";
import { KeysetList } from "../ListState.tsx";
import type { useWorkbenchParams } from "../use-workbench-params.ts";
import { CampaignDetailView } from "./CampaignDetailView.tsx";
import { CampaignFormDialog } from "./CampaignFormDialog.tsx";
import { CampaignPeriod } from "./CampaignPeriod.tsx";

type Place = ReturnType<typeof useWorkbenchParams>;

export function CampaignsArea({ canEdit, place }: { canEdit: boolean; place: Place }) {
  const [q, setQ] = useState("");
  const [state, setState] = useState("");
  const [creating, setCreating] = useState(false);
  const query = useCampaigns({ q: useDebouncedValue(q, 300) || undefined, state: choiceOf(CAMPAIGN_STATES, state) });
  if (place.campaignId) return <CampaignDetailView id={place.campaignId} canEdit={canEdit} place={place} />;
  return (
    <>
      <div className="pw-toolbar">
        <div className="filter-bar pw-filters">
          <SearchField id="pw-campaign-search" label="Suche" value={q} onChange={setQ} placeholder="Titel, Ziel, Thema, Verfahren" />
          <SelectField
            id="pw-campaign-state"
            label="Zeitraum"
            value={state}
            onChange={(e) => setState(e.target.value)}
            placeholder="Alle"
            options={[
              { value: "laufend", label: "laufend" },
              { value: "geplant", label: "geplant" },
              { value: "beendet", label: "beendet" },
            ]}
          />
        </div>
        {canEdit ? (
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            Kampagne anlegen
          </button>
        ) : null}
      </div>
      <KeysetList
        query={query}
        noun="Kampagnen"
        loadingLabel="Kampagnen werden geladen …"
        empty={{
          title: "Keine Kampagnen gefunden",
          text: q || state ? "Ändern Sie die Suche oder den Zeitraum." : "Kampagnen zu Verfahren oder Themen erscheinen hier.",
        }}
      >
        {(items) => (
          <ul className="pw-cards" aria-label="Kampagnen">
            {items.map((c) => (
              <li key={c.id} className="pw-card">
                <div className="pw-card__meta">
                  <span className="pw-topic">{c.procedureTitle ? `Verfahren: ${c.procedureTitle}` : `Thema: ${c.topic}`}</span>
                  <CampaignPeriod startsOn={c.startsOn} endsOn={c.endsOn} />
                </div>
                <h2 className="pw-card__title">
                  <button type="button" className="pw-link-button" onClick={() => place.open("kampagne", c.id)}>
                    {c.title}
                  </button>
                </h2>
                <p className="pw-card__text">{c.goal}</p>
                <p className="pw-card__foot muted">
                  {formatGermanDate(c.startsOn)} bis {formatGermanDate(c.endsOn)} · {countOf(c.targetCount, "Zielperson", "Zielpersonen")} ·{" "}
                  {countOf(c.actionCount, "Aktion", "Aktionen")}
                  {c.ownerName ? ` · ${c.ownerName}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </KeysetList>
      {creating ? <CampaignFormDialog campaign={null} onClose={() => setCreating(false)} onSaved={(id) => place.open("kampagne", id)} /> : null}
    </>
  );
}
