/**
 * Stakeholders of a procedure with their stance. Editors see the people and change stances;
 * members see only how many stand where (ADR 170: CRM people are the board's).
 */
import { useState } from "react";
import { PARTY_LABELS, STANCES, STANCE_LABELS, options, type Party, type Stance } from "../../domain/labels.ts";
import type { ProcedureDetail, ProcedureStakeholder } from "../../schema/procedure.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { StanceBadge } from "../badges.tsx";
import { ContactPickerDialog } from "../shared/ContactPickerDialog.tsx";

export function ProcedureStakeholders({ procedure, canEdit }: { procedure: ProcedureDetail; canEdit: boolean }) {
  const [picking, setPicking] = useState(false);
  const link = useChange<string>({
    run: (contactId) => politicalApi.setStance.call({ params: { id: procedure.id, contactId }, body: { stance: "unbekannt", note: null, version: null } }),
    success: "Kontakt verknüpft",
    failure: "Kontakt nicht verknüpft",
  });
  const total = STANCES.reduce((sum, s) => sum + procedure.stanceCounts[s], 0);
  return (
    <section className="panel pw-section" aria-labelledby="pw-procedure-stakeholders">
      <div className="pw-section__head">
        <h3 id="pw-procedure-stakeholders" className="panel__title">
          Stakeholder und Haltung
        </h3>
        {canEdit ? (
          <button type="button" className="button button--small" onClick={() => setPicking(true)}>
            Kontakt verknüpfen
          </button>
        ) : null}
      </div>
      {total === 0 ? <p className="muted">Noch keine Stakeholder erfasst.</p> : null}
      {total > 0 ? (
        <ul className="pw-stance-counts" aria-label="Haltungen">
          {STANCES.filter((s) => procedure.stanceCounts[s] > 0).map((s) => (
            <li key={s}>
              <StanceBadge stance={s} /> <strong>{procedure.stanceCounts[s]}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      {procedure.stakeholders?.length ? (
        <ul className="pw-people pw-people--stacked">
          {procedure.stakeholders.map((s) => (
            <StakeholderRow key={s.contact.id} procedureId={procedure.id} stakeholder={s} />
          ))}
        </ul>
      ) : null}
      {picking ? (
        <ContactPickerDialog
          title="Kontakt mit dem Verfahren verknüpfen"
          exclude={procedure.stakeholders?.map((s) => s.contact.id) ?? []}
          pending={link.isPending}
          onPick={(contact) => link.mutate(contact.id, { onSuccess: () => setPicking(false) })}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </section>
  );
}

function StakeholderRow({ procedureId, stakeholder: s }: { procedureId: string; stakeholder: ProcedureStakeholder }) {
  const params = { id: procedureId, contactId: s.contact.id };
  const setStance = useChange<Stance>({
    run: (stance) => politicalApi.setStance.call({ params, body: { stance, note: s.note, version: s.version } }),
    success: "Haltung gespeichert",
    failure: "Haltung nicht gespeichert",
  });
  const remove = useChange<void>({
    run: () => politicalApi.removeStance.call({ params, query: { version: s.version } }),
    success: "Verknüpfung entfernt",
    failure: "Verknüpfung nicht entfernt",
  });
  const id = `pw-stance-${s.contact.id}`;
  return (
    <li className="pw-person">
      <span className="pw-person__name">{s.contact.name}</span>
      <span className="pw-person__meta">{[s.contact.organizationName, s.party ? PARTY_LABELS[s.party as Party] : null].filter(Boolean).join(" · ")}</span>
      <span className="pw-person__actions">
        <label className="visually-hidden" htmlFor={id}>
          Haltung von {s.contact.name}
        </label>
        <select
          id={id}
          className="field__control pw-inline-select"
          value={s.stance}
          disabled={setStance.isPending}
          onChange={(e) => setStance.mutate(e.target.value as Stance)}
        >
          {options(STANCE_LABELS).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--small button--danger-outline"
          onClick={() => remove.mutate()}
          aria-label={`${s.contact.name} vom Verfahren lösen`}
        >
          Lösen
        </button>
      </span>
    </li>
  );
}
