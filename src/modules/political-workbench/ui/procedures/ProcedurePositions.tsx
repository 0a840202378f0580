/** The positions that belong to a procedure; editors link and unlink them. */
import { useState } from "react";
import type { ProcedureDetail } from "../../schema/procedure.ts";
import type { PositionStatus } from "../../domain/labels.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { PositionStatusBadge } from "../badges.tsx";
import { PositionPickerDialog } from "./PositionPickerDialog.tsx";

export function ProcedurePositions({ procedure, canEdit, onOpen }: { procedure: ProcedureDetail; canEdit: boolean; onOpen: (id: string) => void }) {
  const [picking, setPicking] = useState(false);
  const unlink = useChange<string>({
    run: (positionId) => politicalApi.unlinkPosition.call({ params: { id: procedure.id, positionId } }),
    success: "Verknüpfung entfernt",
    failure: "Verknüpfung nicht entfernt",
  });
  return (
    <section className="panel pw-section" aria-labelledby="pw-procedure-positions">
      <div className="pw-section__head">
        <h3 id="pw-procedure-positions" className="panel__title">
          Positionen
        </h3>
        {canEdit ? (
          <button type="button" className="button button--small" onClick={() => setPicking(true)}>
            Position verknüpfen
          </button>
        ) : null}
      </div>
      {procedure.positions.length ? (
        <ul className="pw-plain-list">
          {procedure.positions.map((p) => (
            <li key={p.id} className="pw-linked">
              <button type="button" className="pw-link-button" onClick={() => onOpen(p.id)}>
                {p.title}
              </button>{" "}
              <PositionStatusBadge status={p.status as PositionStatus} />
              {canEdit ? (
                <button
                  type="button"
                  className="button button--small button--danger-outline pw-linked__remove"
                  onClick={() => unlink.mutate(p.id)}
                  aria-label={`Verknüpfung mit ${p.title} entfernen`}
                >
                  Entfernen
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Noch keine Position verknüpft.</p>
      )}
      {picking ? <PositionPickerDialog procedureId={procedure.id} linked={procedure.positions.map((p) => p.id)} onClose={() => setPicking(false)} /> : null}
    </section>
  );
}
