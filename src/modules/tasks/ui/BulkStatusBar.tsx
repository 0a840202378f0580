/** The bulk action over selected tasks: one status for all of them. */
import { useState } from "react";
import { STATUS_LABELS, TASK_STATUSES, type TaskStatus } from "../domain/status.ts";
import { useBulkStatus } from "./tasks-mutations.ts";

export function BulkStatusBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const [status, setStatus] = useState<TaskStatus>("erledigt");
  const bulk = useBulkStatus();
  return (
    <div className="bulk-bar" role="region" aria-label="Mehrere Aufgaben ändern">
      <span className="bulk-bar__count">{ids.length} ausgewählt</span>
      <label className="bulk-bar__label" htmlFor="bulk-status">
        Status setzen auf
      </label>
      <select
        id="bulk-status"
        className="field__control field__control--select bulk-bar__select"
        value={status}
        onChange={(e) => setStatus(e.target.value as TaskStatus)}
      >
        {TASK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="button" className="button button--primary" disabled={bulk.isPending} onClick={() => bulk.mutate({ ids, status }, { onSuccess: onDone })}>
        {bulk.isPending ? "Wird gespeichert …" : "Übernehmen"}
      </button>
      <button type="button" className="button" onClick={onDone}>
        Auswahl aufheben
      </button>
    </div>
  );
}
