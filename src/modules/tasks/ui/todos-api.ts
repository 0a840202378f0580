/** Reading tasks and projects: query hooks over /api/todos (cursor pages, board, summary, people). */
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import type { TaskAnalytics } from "../schema/analytics.ts";
import type { LinkKind, LinkTargetHit } from "../schema/link.ts";
import type { DueFilter, TaskSort } from "../schema/list-query.ts";
import type { TaskProject } from "../schema/project.ts";
import type { BoardColumn, PersonRef, TaskDetail, TaskPage } from "../schema/task.ts";

export const TODOS_KEY = ["todos"] as const;
export const TASKS_KEY = [...TODOS_KEY, "tasks"] as const;
export const TASK_KEY = [...TODOS_KEY, "task"] as const;
export const PROJECTS_KEY = [...TODOS_KEY, "projects"] as const;

export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  return search.toString();
}

/** The list filters as the screen keeps them (strings from the address, checked by the server). */
export interface TaskFilters {
  projectId?: string;
  assignee?: string;
  /** "me" in the view "Von mir angelegt" (set by the view, not a filter of the bar). */
  createdBy?: "me";
  status?: string;
  priority?: number;
  label?: string;
  due?: DueFilter;
  q?: string;
  sort?: TaskSort;
  dir?: "asc" | "desc";
}

/** A list that grows by "Weitere laden" (cursor pages), for every list view. */
export function useTaskPages(filters: TaskFilters) {
  return useInfiniteQuery({
    queryKey: [...TASKS_KEY, filters],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiFetch<TaskPage>(`/api/todos/tasks?${toQueryString({ ...filters, cursor: pageParam })}`, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useTask(id: string | null) {
  return useQuery({
    queryKey: [...TASK_KEY, id],
    queryFn: ({ signal }) => apiFetch<TaskDetail>(`/api/todos/tasks/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
}

export function useBoard(filters: TaskFilters) {
  const { projectId, assignee, priority, label, q } = filters;
  return useQuery({
    queryKey: [...TASKS_KEY, "board", { projectId, assignee, priority, label, q }],
    queryFn: ({ signal }) => apiFetch<{ columns: BoardColumn[] }>(`/api/todos/board?${toQueryString({ projectId, assignee, priority, label, q })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProjects(includeArchived = false) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, includeArchived],
    queryFn: ({ signal }) => apiFetch<{ items: TaskProject[] }>(`/api/todos/projects?archived=${includeArchived ? 1 : 0}`, { signal }),
    staleTime: 30_000,
  });
}

export function usePeople(projectId: string | undefined) {
  return useQuery({
    queryKey: [...TODOS_KEY, "people", projectId ?? null],
    queryFn: ({ signal }) => apiFetch<{ items: PersonRef[] }>(`/api/todos/people?${toQueryString({ projectId })}`, { signal }),
    staleTime: 60_000,
  });
}

/** The link picker's matches: targets of one kind the person may read (the server scopes them). */
export function useLinkTargets(kind: LinkKind, q: string) {
  return useQuery({
    queryKey: [...TODOS_KEY, "link-targets", kind, q],
    queryFn: ({ signal }) => apiFetch<{ items: LinkTargetHit[] }>(`/api/todos/link-targets?${new URLSearchParams({ kind, q })}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useLabels() {
  return useQuery({
    queryKey: [...TODOS_KEY, "labels"],
    queryFn: ({ signal }) => apiFetch<{ items: { label: string; count: number }[] }>("/api/todos/labels", { signal }),
    staleTime: 60_000,
  });
}

export function useAnalytics(range: { from: string; to: string; projectId?: string }) {
  return useQuery({
    queryKey: [...TODOS_KEY, "analytics", range],
    queryFn: ({ signal }) => apiFetch<TaskAnalytics>(`/api/todos/analytics?${toQueryString(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
