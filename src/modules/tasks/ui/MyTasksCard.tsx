/**
 * "Meine Aufgaben" on /backend and /member: how many open, overdue and due this week, and the next
 * five by due date, each linking into the task screen.
 */
import { Link } from "react-router";
import { routePath } from "../../../shared/routes.ts";
import { QueryError } from "../../../ui/backoffice/QueryError.tsx";
import { Spinner } from "../../../ui/backoffice/Spinner.tsx";
import { DueDate } from "./DueDate.tsx";
import { useMySummary } from "./todos-api.ts";
import "./my-tasks-card.css";

const taskPath = (id: string) => `${routePath("todos")}?aufgabe=${encodeURIComponent(id)}`;

export default function MyTasksCard() {
  const summary = useMySummary();
  return (
    <section className="panel my-tasks" aria-labelledby="my-tasks-title">
      <h2 id="my-tasks-title" className="panel__title">
        Meine Aufgaben
      </h2>
      {summary.isPending ? <Spinner label="Aufgaben werden geladen …" /> : null}
      {summary.isError ? <QueryError error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      {summary.data ? (
        <>
          <dl className="my-tasks__figures">
            <div>
              <dt>Offen</dt>
              <dd>{summary.data.open}</dd>
            </div>
            <div className={summary.data.overdue ? "my-tasks__overdue" : undefined}>
              <dt>Überfällig</dt>
              <dd>{summary.data.overdue}</dd>
            </div>
            <div>
              <dt>Diese Woche fällig</dt>
              <dd>{summary.data.dueThisWeek}</dd>
            </div>
          </dl>
          {summary.data.next.length ? (
            <ul className="my-tasks__list">
              {summary.data.next.map((task) => (
                <li key={task.id} className="my-tasks__item">
                  <Link to={taskPath(task.id)}>{task.title}</Link>
                  <span className="my-tasks__meta">
                    {task.projectName} · <DueDate date={task.dueDate} overdue={task.overdue} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Ihnen ist derzeit keine offene Aufgabe zugewiesen.</p>
          )}
          <Link className="button button--small" to={`${routePath("todos")}?ansicht=mine`}>
            Alle meine Aufgaben
          </Link>
        </>
      ) : null}
    </section>
  );
}
