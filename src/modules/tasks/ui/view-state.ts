/**
 * The screen's state in the address: which view, which filters, which task is open. German
 * parameter names (they show in the address bar); unknown values fall back to the defaults.
 */
import { PRIORITIES } from "../domain/priority.ts";
import { DUE_FILTERS, TASK_SORTS, type DueFilter, type TaskSort } from "../schema/list-query.ts";
import type { TaskFilters } from "./tasks-api.ts";

export const VIEWS = ["mine", "created", "list", "board", "due", "projects"] as const;
export type ViewId = (typeof VIEWS)[number];

const NAMES = {
  view: "ansicht",
  taskId: "aufgabe",
  projectId: "projekt",
  assignee: "zustaendig",
  status: "status",
  priority: "prioritaet",
  label: "label",
  due: "faellig",
  q: "suche",
  sort: "sortierung",
  dir: "richtung",
} as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function readFilters(params: URLSearchParams): { view: ViewId; filters: TaskFilters; taskId: string | null } {
  const get = (key: keyof typeof NAMES) => params.get(NAMES[key]);
  const priority = Number(get("priority"));
  return {
    view: oneOf(VIEWS, get("view")) ?? "mine",
    taskId: get("taskId"),
    filters: {
      projectId: get("projectId") || undefined,
      assignee: get("assignee") || undefined,
      status: get("status") || undefined,
      priority: (PRIORITIES as readonly number[]).includes(priority) ? priority : undefined,
      label: get("label") || undefined,
      due: oneOf<DueFilter>(DUE_FILTERS, get("due")),
      q: get("q") || undefined,
      sort: oneOf<TaskSort>(TASK_SORTS, get("sort")),
      dir: oneOf(["asc", "desc"] as const, get("dir")),
    },
  };
}

export function writeFilters(current: URLSearchParams, next: { view?: ViewId; filters?: TaskFilters; taskId?: string | null }): URLSearchParams {
  const params = new URLSearchParams(current);
  if (next.view) params.set(NAMES.view, next.view);
  if (next.taskId !== undefined) {
    if (next.taskId) params.set(NAMES.taskId, next.taskId);
    else params.delete(NAMES.taskId);
  }
  if (next.filters) {
    for (const key of ["projectId", "assignee", "status", "priority", "label", "due", "q", "sort", "dir"] as const) {
      const value = next.filters[key];
      if (value === undefined || value === null || value === "") params.delete(NAMES[key]);
      else params.set(NAMES[key], String(value));
    }
  }
  return params;
}

/**
 * What the list endpoint gets for a view: "Meine Aufgaben" is the caller's, "Von mir angelegt"
 * what the caller created (whoever does it), the due list sorts by date.
 */
export function queryFor(view: ViewId, filters: TaskFilters): TaskFilters {
  if (view === "mine") return { ...filters, assignee: "me" };
  if (view === "created") return { ...filters, createdBy: "me" };
  if (view === "due") return { ...filters, sort: "due", dir: "asc" };
  return filters;
}
