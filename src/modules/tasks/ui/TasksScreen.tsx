/**
 * /backend/todos: "Meine Aufgaben", all tasks as a list, the board, the due-date list and the
 * projects, as tabs (arrow keys move between them, WAI-ARIA tabs pattern). View, filters and the
 * open task live in the address (?ansicht=board&projekt=…&aufgabe=…), so links from notifications
 * and the browser's back button work.
 */
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { TabList, tabId } from "#ui/backoffice/TabList.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { hasAnyRole } from "#shared/roles.ts";
import { routes, type ScreenProps } from "#shared/routes.ts";
import { readFilters, writeFilters, type ViewId } from "./view-state.ts";
import { TaskFilterBar } from "./TaskFilterBar.tsx";
import { TaskListView } from "./TaskListView.tsx";
import { TaskBoard } from "./board/TaskBoard.tsx";
import { DueList } from "./DueList.tsx";
import { ProjectsPanel } from "./ProjectsPanel.tsx";
import { TaskDialog } from "./TaskDialog.tsx";
import { TaskFormDialog } from "./TaskFormDialog.tsx";
import "./todos.css";

const TABS: readonly { id: ViewId; label: string }[] = [
  { id: "mine", label: "Meine Aufgaben" },
  { id: "created", label: "Von mir angelegt" },
  { id: "list", label: "Alle Aufgaben" },
  { id: "board", label: "Board" },
  { id: "due", label: "Fälligkeiten" },
  { id: "projects", label: "Projekte" },
];

export default function TasksScreen({ route }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const { roles, user } = useAuth();
  const { view, filters, taskId } = readFilters(params);
  const [creating, setCreating] = useState(false);
  const update = (next: Parameters<typeof writeFilters>[1]) => setParams((current) => writeFilters(current, next), { replace: true });
  const openTask = (id: string | null) => setParams((current) => writeFilters(current, { taskId: id }));

  return (
    <section className="todos">
      <PageHeader title={route.title} lead="Wer macht was bis wann: Aufgaben von Vorstand, Geschäftsstelle und Arbeitsgruppen.">
        <div className="todos__actions">
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            Neue Aufgabe
          </button>
          {hasAnyRole(roles, routes.todoAnalytics.requiredRoles) ? (
            <Link className="button" to={routes.todoAnalytics.path}>
              Auswertung
            </Link>
          ) : null}
        </div>
      </PageHeader>
      <TabList
        tabs={TABS}
        selected={view}
        onSelect={(next) => update({ view: next })}
        idPrefix="todos"
        label="Ansichten der Aufgaben"
        className="todos-tabs"
        panelId={() => "todos-panel"}
      />
      <div id="todos-panel" role="tabpanel" aria-labelledby={tabId("todos", view)} className="todos__panel">
        {view === "projects" ? (
          <ProjectsPanel onOpen={(projectId) => update({ view: "list", filters: { ...filters, projectId } })} />
        ) : (
          <>
            <TaskFilterBar view={view} filters={filters} onChange={(next) => update({ filters: next })} />
            {view === "board" ? <TaskBoard filters={filters} onOpen={openTask} /> : null}
            {view === "due" ? <DueList filters={filters} onOpen={openTask} /> : null}
            {view === "mine" || view === "created" || view === "list" ? (
              <TaskListView view={view} filters={filters} onOpen={openTask} onSortChange={(sort, dir) => update({ filters: { ...filters, sort, dir } })} />
            ) : null}
          </>
        )}
      </div>
      <TaskDialog taskId={taskId} onClose={() => openTask(null)} onOpen={openTask} />
      {/* Created from "Meine Aufgaben", the task is the creator's unless they choose otherwise: it stays in that view (issue 25). */}
      <TaskFormDialog
        open={creating}
        defaultProjectId={filters.projectId}
        defaultAssigneeIds={view === "mine" && user ? [user.id] : []}
        onClose={() => setCreating(false)}
        onCreated={(id) => openTask(id)}
      />
    </section>
  );
}
