/** The association's positions per topic, or one position when it is open. */
import { useState } from "react";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { formatGermanDate } from "#shared/dates.ts";
import { POSITION_STATUS_LABELS, POSITION_STATUSES, options } from "../../domain/labels.ts";
import { choiceOf } from "../choice-of.ts";
import { usePositions } from "../political-api.ts";
import { KeysetList } from "../ListState.tsx";
import { PositionStatusBadge } from "../badges.tsx";
import type { useWorkbenchParams } from "../use-workbench-params.ts";
import { PositionDetailView } from "./PositionDetailView.tsx";
import { PositionFormDialog } from "./PositionFormDialog.tsx";

type Place = ReturnType<typeof useWorkbenchParams>;

export function PositionsArea({ canEdit, place }: { canEdit: boolean; place: Place }) {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("");
  const [creating, setCreating] = useState(false);
  const query = usePositions({ q: useDebouncedValue(q, 300) || undefined, status: choiceOf(POSITION_STATUSES, status) });
  if (place.positionId) return <PositionDetailView id={place.positionId} canEdit={canEdit} place={place} />;
  const statusOptions = options(POSITION_STATUS_LABELS).filter((o) => canEdit || o.value !== "entwurf");
  return (
    <>
      <div className="pw-toolbar">
        <div className="filter-bar pw-filters">
          <SearchField id="pw-position-search" label="Suche" value={q} onChange={setQ} placeholder="Titel, Thema, Kurzfassung" />
          <SelectField
            id="pw-position-status"
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            placeholder="Alle"
            options={statusOptions}
          />
        </div>
        {canEdit ? (
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            Position anlegen
          </button>
        ) : null}
      </div>
      <KeysetList
        query={query}
        noun="Positionen"
        loadingLabel="Positionen werden geladen …"
        empty={{
          title: "Keine Positionen gefunden",
          text: q || status ? "Ändern Sie die Suche oder den Status." : "Beschlossene Positionen des Verbands erscheinen hier.",
        }}
      >
        {(items) => (
          <ul className="pw-cards" aria-label="Positionen">
            {items.map((p) => (
              <li key={p.id} className="pw-card">
                <div className="pw-card__meta">
                  <span className="pw-topic">{p.demandNumber ? `Kernforderung ${p.demandNumber}` : p.topic}</span>
                  <PositionStatusBadge status={p.status} />
                </div>
                <h2 className="pw-card__title">
                  <button type="button" className="pw-link-button" onClick={() => place.open("position", p.id)}>
                    {p.title}
                  </button>
                </h2>
                {p.summary ? <p className="pw-card__text">{p.summary}</p> : null}
                <p className="pw-card__foot muted">
                  Fassung {p.currentVersion}
                  {p.adoptedOn ? ` · beschlossen am ${formatGermanDate(p.adoptedOn)}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </KeysetList>
      {creating ? <PositionFormDialog position={null} onClose={() => setCreating(false)} onSaved={(id) => place.open("position", id)} /> : null}
    </>
  );
}
