/**
 * The due-date list: open tasks grouped into overdue, today, the next seven days, later and
 * without a date. Overdue ones stand out by colour, an icon-free label and their own heading.
 */
import { useMemo } from "react";
import { berlinDate, formatGermanDate, addDays } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { STATUS_LABELS } from "../domain/status.ts";
import type { TaskListItem } from "../schema/task.ts";
import { Assignees } from "./Assignees.tsx";
import { STATUS_TONES } from "./task-labels.ts";
import { useTaskPages, type TaskFilters } from "./tasks-api.ts";
import { queryFor } from "./view-state.ts";

const GROUPS = [
  { id: "overdue", title: "Überfällig" },
  { id: "today", title: "Heute" },
  { id: "week", title: "Nächste 7 Tage" },
  { id: "later", title: "Später" },
  { id: "none", title: "Ohne Termin" },
] as const;
type GroupId = (typeof GROUPS)[number]["id"];

export function groupOf(task: Pick<TaskListItem, "dueDate" | "overdue">, today: string): GroupId {
  if (!task.dueDate) return "none";
  if (task.overdue || task.dueDate < today) return "overdue";
  if (task.dueDate === today) return "today";
  return task.dueDate <= addDays(today, 7) ? "week" : "later";
}

export function DueList({ filters, onOpen }: { filters: TaskFilters; onOpen: (id: string) => void }) {
  const query = useTaskPages(queryFor("due", filters));
  const today = berlinDate(browserNow());
  const groups = useMemo(() => {
    const byGroup = new Map<GroupId, TaskListItem[]>();
    for (const task of query.data?.pages.flatMap((p) => p.items) ?? []) {
      const id = groupOf(task, today);
      byGroup.set(id, [...(byGroup.get(id) ?? []), task]);
    }
    return GROUPS.map((g) => ({ ...g, tasks: byGroup.get(g.id) ?? [] })).filter((g) => g.tasks.length);
  }, [query.data, today]);

  if (query.isPending) return <Spinner label="Fälligkeiten werden geladen …" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!groups.length) return <EmptyState title="Nichts fällig" text="Zu diesen Filtern gibt es keine Aufgaben mit oder ohne Termin." />;

  return (
    <div className="due-list">
      {groups.map((group) => (
        <section key={group.id} className={`due-group due-group--${group.id}`} aria-labelledby={`due-${group.id}`}>
          <h2 id={`due-${group.id}`} className="due-group__title">
            {group.title} <span className="due-group__count">({group.tasks.length})</span>
          </h2>
          <ul className="due-group__list">
            {group.tasks.map((task) => (
              <li key={task.id} className={task.overdue ? "due-item due-item--overdue" : "due-item"}>
                <span className="due-item__date">{task.dueDate ? formatGermanDate(task.dueDate) : "–"}</span>
                <button type="button" className="link-button due-item__title" onClick={() => onOpen(task.id)}>
                  {task.title}
                </button>
                <span className="due-item__project">{task.projectName}</span>
                <StatusBadge tone={STATUS_TONES[task.status]}>{STATUS_LABELS[task.status]}</StatusBadge>
                <Assignees people={task.assignees} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {query.hasNextPage ? (
        <button type="button" className="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? "Wird geladen …" : "Weitere laden"}
        </button>
      ) : null}
    </div>
  );
}
