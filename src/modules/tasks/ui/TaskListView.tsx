/**
 * "Meine Aufgaben" and "Alle Aufgaben": a table sorted on the server (keyset pages, "Weitere
 * laden"), rows selectable for a bulk status change. The title opens the task.
 */
import { countOf } from "#shared/plural.ts";
import { useMemo, useState } from "react";
import { formatGermanDate } from "#shared/dates.ts";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import type { SortState } from "#ui/backoffice/SortButton.tsx";
import { PRIORITY_LABELS } from "../domain/priority.ts";
import { STATUS_LABELS } from "../domain/status.ts";
import { DEFAULT_DIRECTION, type TaskSort } from "../schema/list-query.ts";
import type { TaskListItem } from "../schema/task.ts";
import { Assignees } from "./Assignees.tsx";
import { BulkStatusBar } from "./BulkStatusBar.tsx";
import { DueDate } from "./DueDate.tsx";
import { PRIORITY_TONES, STATUS_TONES } from "./task-labels.ts";
import { useTaskPages, type TaskFilters } from "./tasks-api.ts";
import { queryFor, type ViewId } from "./view-state.ts";

const CAPTIONS: Partial<Record<ViewId, string>> = { mine: "Meine Aufgaben", created: "Von mir angelegt", list: "Alle Aufgaben" };

interface Props {
  view: ViewId;
  filters: TaskFilters;
  onOpen: (taskId: string) => void;
  onSortChange: (sort: TaskSort, dir: "asc" | "desc") => void;
}

export function TaskListView({ view, filters, onOpen, onSortChange }: Props) {
  const query = useTaskPages(queryFor(view, filters));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? null;
  const sortKey = filters.sort ?? "due";
  const sort: SortState = { key: sortKey, dir: filters.dir ?? DEFAULT_DIRECTION[sortKey] };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  if (query.isPending) return <Spinner label="Aufgaben werden geladen …" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const columns: Column<TaskListItem>[] = [
    {
      key: "select",
      header: "Auswahl",
      className: "todos-table__select",
      render: (task) => (
        <input
          type="checkbox"
          className="todos-check"
          checked={selected.has(task.id)}
          onChange={() => toggle(task.id)}
          aria-label={`„${task.title}“ auswählen`}
        />
      ),
    },
    {
      key: "title",
      header: "Aufgabe",
      sortKey: "title",
      render: (task) => (
        <div className="task-cell">
          <button type="button" className="link-button task-cell__title" onClick={() => onOpen(task.id)}>
            {task.title}
          </button>
          <span className="task-cell__meta">
            {task.projectName}
            {task.recurrence ? " · wiederkehrend" : ""}
            {task.checklistTotal ? ` · ${task.checklistDone}/${task.checklistTotal} erledigt` : ""}
            {task.commentCount ? ` · ${countOf(task.commentCount, "Kommentar", "Kommentare")}` : ""}
          </span>
        </div>
      ),
    },
    { key: "status", header: "Status", render: (task) => <StatusBadge tone={STATUS_TONES[task.status]}>{STATUS_LABELS[task.status]}</StatusBadge> },
    {
      key: "priority",
      header: "Priorität",
      sortKey: "priority",
      render: (task) => <StatusBadge tone={PRIORITY_TONES[task.priority]}>{PRIORITY_LABELS[task.priority]}</StatusBadge>,
    },
    { key: "due", header: "Fällig", sortKey: "due", render: (task) => <DueDate date={task.dueDate} overdue={task.overdue} /> },
    { key: "assignees", header: "Zuständig", render: (task) => <Assignees people={task.assignees} /> },
    { key: "updated", header: "Geändert", sortKey: "updated", className: "todos-table__updated", render: (task) => formatGermanDate(new Date(task.updatedAt)) },
  ];

  return (
    <div className="todos-list">
      <div className="todos-list__head">
        <p className="todos-list__count" role="status">
          {total === null ? `${countOf(rows.length, "Aufgabe", "Aufgaben")} geladen` : countOf(total, "Aufgabe", "Aufgaben")}
        </p>
        {rows.length ? (
          <label className="check todos-list__all">
            <input
              type="checkbox"
              className="check__input"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
            />
            <span className="check__label">Alle geladenen auswählen</span>
          </label>
        ) : null}
      </div>
      {selected.size ? <BulkStatusBar ids={[...selected]} onDone={() => setSelected(new Set())} /> : null}
      <DataTable
        caption={CAPTIONS[view] ?? "Alle Aufgaben"}
        columns={columns}
        rows={rows}
        rowKey={(task) => task.id}
        busy={query.isFetching && !query.isFetchingNextPage}
        sort={sort}
        onSortChange={(next) => onSortChange(next.key as TaskSort, next.dir)}
        empty={
          <EmptyState
            title={view === "mine" ? "Keine offenen Aufgaben für Sie" : view === "created" ? "Keine offenen Aufgaben von Ihnen" : "Keine Aufgaben gefunden"}
            text={
              view === "mine"
                ? "Ihnen ist derzeit nichts zugewiesen, was zu diesen Filtern passt."
                : view === "created"
                  ? "Sie haben keine offene Aufgabe angelegt, die zu diesen Filtern passt. Mit „Neue Aufgabe“ legen Sie eine an."
                  : "Zu diesen Filtern gibt es keine Aufgaben. Ändern Sie die Filter oder legen Sie eine neue Aufgabe an."
            }
          />
        }
      />
      {query.hasNextPage ? (
        <button type="button" className="button todos-list__more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? "Wird geladen …" : "Weitere laden"}
        </button>
      ) : null}
    </div>
  );
}
