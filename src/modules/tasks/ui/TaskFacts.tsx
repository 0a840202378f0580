/** The head of an open task: status (changed right here), priority, due date, people, project. */
import { formatGermanDateTime } from "#shared/dates.ts";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { PRIORITY_LABELS } from "../domain/priority.ts";
import { RECURRENCE_LABELS } from "../domain/recurrence.ts";
import { STATUS_LABELS, TASK_STATUSES, type TaskStatus } from "../domain/status.ts";
import type { TaskDetail } from "../schema/task.ts";
import { DueDate } from "./DueDate.tsx";
import { PRIORITY_TONES } from "./task-labels.ts";
import { useChangeStatus } from "./tasks-mutations.ts";

export function TaskFacts({ task, onEdit, onOpen }: { task: TaskDetail; onEdit: () => void; onOpen: (id: string) => void }) {
  const change = useChangeStatus();
  return (
    <div className="task-facts">
      <div className="task-facts__actions">
        <label className="task-facts__status">
          <span className="field__label">Status</span>
          <select
            className="field__control field__control--select"
            value={task.status}
            disabled={change.isPending}
            onChange={(e) => change.mutate({ task, status: e.target.value as TaskStatus })}
          >
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {task.status !== "erledigt" ? (
          <button type="button" className="button button--primary" disabled={change.isPending} onClick={() => change.mutate({ task, status: "erledigt" })}>
            Als erledigt markieren
          </button>
        ) : null}
        <button type="button" className="button" onClick={onEdit}>
          Bearbeiten
        </button>
      </div>
      <dl className="task-facts__list">
        <div>
          <dt>Projekt</dt>
          <dd>{task.projectName}</dd>
        </div>
        <div>
          <dt>Fällig</dt>
          <dd>
            <DueDate date={task.dueDate} overdue={task.overdue} />
          </dd>
        </div>
        <div>
          <dt>Priorität</dt>
          <dd>
            <StatusBadge tone={PRIORITY_TONES[task.priority]}>{PRIORITY_LABELS[task.priority]}</StatusBadge>
          </dd>
        </div>
        <div>
          <dt>Zuständig</dt>
          <dd>{task.assignees.length ? task.assignees.map((a) => a.name).join(", ") : "Niemand"}</dd>
        </div>
        {task.labels.length ? (
          <div>
            <dt>Labels</dt>
            <dd className="task-facts__labels">
              {task.labels.map((label) => (
                <span key={label} className="label-chip">
                  {label}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {task.recurrence ? (
          <div>
            <dt>Wiederholung</dt>
            <dd>
              {RECURRENCE_LABELS[task.recurrence]}
              {task.successorId ? (
                <>
                  {" · "}
                  <button type="button" className="link-button" onClick={() => onOpen(task.successorId!)}>
                    Folgeaufgabe öffnen
                  </button>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Erstellt</dt>
          <dd>
            {formatGermanDateTime(task.createdAt)}
            {task.createdByName ? ` von ${task.createdByName}` : ""}
          </dd>
        </div>
        {task.closedAt ? (
          <div>
            <dt>Abgeschlossen</dt>
            <dd>{formatGermanDateTime(task.closedAt)}</dd>
          </div>
        ) : null}
      </dl>
      {task.predecessorId ? (
        <p className="muted">
          Folgeaufgabe einer wiederkehrenden Aufgabe.{" "}
          <button type="button" className="link-button" onClick={() => onOpen(task.predecessorId!)}>
            Vorherige öffnen
          </button>
        </p>
      ) : null}
    </div>
  );
}
