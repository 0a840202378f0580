/** The legislation tracker: the procedure list with filters, or one procedure when it is open. */
import { useState } from "react";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { formatGermanDate } from "#shared/dates.ts";
import { LEVEL_LABELS, LEVELS } from "../../domain/stages.ts";
import { PROCEDURE_STATES } from "../../schema/procedure.ts";
import { choiceOf } from "../choice-of.ts";
import { DATE_KIND_LABELS, options } from "../../domain/labels.ts";
import type { ProcedureListItem } from "../../schema/procedure.ts";
import { useProcedures } from "../political-api.ts";
import { KeysetList } from "../ListState.tsx";
import { LevelBadge, StageBadge } from "../badges.tsx";
import type { useWorkbenchParams } from "../use-workbench-params.ts";
import { ProcedureDetailView } from "./ProcedureDetailView.tsx";
import { ProcedureFormDialog } from "./ProcedureFormDialog.tsx";
import { StageProgress } from "./StageProgress.tsx";

type Place = ReturnType<typeof useWorkbenchParams>;

export function ProceduresArea({ canEdit, place }: { canEdit: boolean; place: Place }) {
  if (place.procedureId) return <ProcedureDetailView id={place.procedureId} canEdit={canEdit} place={place} />;
  return <ProcedureList canEdit={canEdit} place={place} />;
}

function ProcedureList({ canEdit, place }: { canEdit: boolean; place: Place }) {
  const [q, setQ] = useState("");
  const [level, setLevel] = useState("");
  const [state, setState] = useState("laufend");
  const [creating, setCreating] = useState(false);
  const query = useProcedures({
    q: useDebouncedValue(q, 300) || undefined,
    level: choiceOf(LEVELS, level),
    state: choiceOf(PROCEDURE_STATES, state),
  });
  return (
    <>
      <div className="pw-toolbar">
        <div className="filter-bar pw-filters">
          <SearchField id="pw-procedure-search" label="Suche" value={q} onChange={setQ} placeholder="Titel, Drucksache, Thema" />
          <SelectField
            id="pw-procedure-level"
            label="Ebene"
            value={level}
            onChange={(e) => setLevel(e.target.value)}
            placeholder="Alle Ebenen"
            options={options(LEVEL_LABELS)}
          />
          <SelectField
            id="pw-procedure-state"
            label="Stand"
            value={state}
            onChange={(e) => setState(e.target.value)}
            placeholder="Alle außer archivierten"
            options={[
              { value: "laufend", label: "laufend" },
              { value: "abgeschlossen", label: "in Kraft" },
              { value: "archiviert", label: "archiviert" },
            ]}
          />
        </div>
        {canEdit ? (
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            Verfahren anlegen
          </button>
        ) : null}
      </div>
      <KeysetList
        query={query}
        noun="Verfahren"
        loadingLabel="Verfahren werden geladen …"
        empty={{
          title: "Keine Verfahren gefunden",
          text:
            q || level || state ? "Ändern Sie die Suche oder die Filter." : "Sobald die Geschäftsstelle ein Gesetzgebungsverfahren erfasst, erscheint es hier.",
        }}
      >
        {(items) => (
          <ul className="pw-cards" aria-label="Gesetzgebungsverfahren">
            {items.map((p) => (
              <ProcedureCard key={p.id} procedure={p} onOpen={() => place.open("verfahren", p.id)} />
            ))}
          </ul>
        )}
      </KeysetList>
      {creating ? <ProcedureFormDialog procedure={null} onClose={() => setCreating(false)} onSaved={(id) => place.open("verfahren", id)} /> : null}
    </>
  );
}

function ProcedureCard({ procedure: p, onOpen }: { procedure: ProcedureListItem; onOpen: () => void }) {
  return (
    <li className="pw-card">
      <div className="pw-card__meta">
        <LevelBadge level={p.level} land={p.land} />
        <StageBadge stage={p.stage} level={p.level} />
        {p.topic ? <span className="pw-topic">{p.topic}</span> : null}
      </div>
      <h2 className="pw-card__title">
        <button type="button" className="pw-link-button" onClick={onOpen}>
          {p.shortTitle ?? p.title}
        </button>
      </h2>
      {p.shortTitle ? <p className="pw-card__subtitle">{p.title}</p> : null}
      <StageProgress stage={p.stage} level={p.level} compact />
      <dl className="pw-facts pw-facts--inline">
        {p.printedPapers.length ? (
          <div>
            <dt>Drucksachen</dt>
            <dd>{p.printedPapers.join(", ")}</dd>
          </div>
        ) : null}
        <div>
          <dt>Zuständig</dt>
          <dd>{p.responsibleName ?? "niemand"}</dd>
        </div>
        <div>
          <dt>Nächster Termin</dt>
          <dd>{p.nextDate ? `${formatGermanDate(p.nextDate.dueOn)} · ${DATE_KIND_LABELS[p.nextDate.kind]}: ${p.nextDate.title}` : "keiner"}</dd>
        </div>
      </dl>
    </li>
  );
}
