/** Reading tasks and projects: query hooks over the client derived from contract.ts (cursor pages, board, summary, people). */
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { clientOf, keyOf } from "#ui/api/client.ts";
import { tasksContract } from "../contract.ts";
import type { AnalyticsQuery } from "../schema/analytics.ts";
import type { LinkKind } from "../schema/link.ts";
import type { DueFilter, TaskSort } from "../schema/list-query.ts";
import type { BoardColumn } from "../schema/task.ts";
import type { TaskStatus } from "../domain/status.ts";

export const tasksApi = clientOf(tasksContract);
/** Every query of the module (invalidate after a change that shows in several places). */
export const TASKS_MODULE_KEY = keyOf(tasksContract);
/** Every task list page and board. */
export const TASK_LISTS_KEYS = [tasksApi.listTasks.key(), tasksApi.board.key()] as const;
export const PROJECTS_KEY = tasksApi.listProjects.key();
export const taskKey = (id: string) => tasksApi.getTask.key({ params: { id } });

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
    queryKey: tasksApi.listTasks.key({ query: filters }),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => tasksApi.listTasks.call({ query: { ...filters, cursor: pageParam } }, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useTask(id: string | null) {
  return useQuery({ ...tasksApi.getTask.queryOptions({ params: { id: id ?? "" } }), enabled: Boolean(id) });
}

/** The board's query from the screen's filters (the first cards of every column). */
function boardQueryOf(filters: TaskFilters) {
  const { projectId, assignee, priority, label, q } = filters;
  return { projectId, assignee, priority, label, q };
}

export function useBoard(filters: TaskFilters) {
  return useQuery({ ...tasksApi.board.queryOptions({ query: boardQueryOf(filters) }), placeholderData: keepPreviousData });
}

/** One column's next cards after `cursor` ("Weitere laden"), with the same filters. */
export async function nextBoardCards(filters: TaskFilters, status: TaskStatus, cursor: string): Promise<BoardColumn> {
  const { columns } = await tasksApi.board.call({ query: { ...boardQueryOf(filters), status, cursor } });
  return columns[0]!;
}

export function useProjects(includeArchived = false) {
  return useQuery({ ...tasksApi.listProjects.queryOptions({ query: { archived: includeArchived ? "1" : "0" } }), staleTime: 30_000 });
}

export function usePeople(projectId: string | undefined) {
  return useQuery({ ...tasksApi.listPeople.queryOptions({ query: { projectId } }), staleTime: 60_000 });
}

/** The link picker's matches: targets of one kind the person may read (the server scopes them). */
export function useLinkTargets(kind: LinkKind, q: string) {
  return useQuery({ ...tasksApi.searchLinkTargets.queryOptions({ query: { kind, q } }), placeholderData: keepPreviousData, staleTime: 30_000 });
}

export function useLabels() {
  return useQuery({ ...tasksApi.listLabels.queryOptions(), staleTime: 60_000 });
}

export function useAnalytics(range: AnalyticsQuery) {
  return useQuery({ ...tasksApi.analytics.queryOptions({ query: range }), placeholderData: keepPreviousData });
}
