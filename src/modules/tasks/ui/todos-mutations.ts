/**
 * Changing tasks and projects. Status changes (board, bulk) show at once and go back with a German
 * toast when the server refuses, e.g. 409 when someone else changed the task first.
 */
import { countOf } from "#shared/plural.ts";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { errorMessage } from "../../../ui/backoffice/QueryError.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { STATUS_LABELS, type TaskStatus } from "../rules/status.ts";
import type { LinkCreate, TaskLink } from "../schema/link.ts";
import type { ProjectInput, TaskProject } from "../schema/project.ts";
import type { BoardColumn, BulkStatusResult, ChecklistItem, TaskComment, TaskDetail, TaskListItem, TaskValues } from "../schema/task.ts";
import { PROJECTS_KEY, TASK_KEY, TASKS_KEY, TODOS_KEY } from "./todos-api.ts";

export const failed = (title: string, error: unknown) => toast({ title, description: errorMessage(error), variant: "destructive" });
const refreshLists = (client: QueryClient) => client.invalidateQueries({ queryKey: TODOS_KEY });

export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TaskValues & { checklist?: string[] }) => apiFetch<TaskDetail>("/api/todos/tasks", { method: "POST", body: values }),
    onSuccess: (task) => {
      toast({ title: "Aufgabe angelegt", description: task.title, variant: "success" });
      void refreshLists(client);
    },
  });
}

export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ task, values }: { task: TaskDetail; values: TaskValues }) => apiFetch<TaskDetail>(`/api/todos/tasks/${task.id}`, { method: "PUT", body: { ...values, version: task.version } }),
    onSuccess: (task) => {
      client.setQueryData([...TASK_KEY, task.id], task);
      toast({ title: "Aufgabe gespeichert", variant: "success" });
      void client.invalidateQueries({ queryKey: TASKS_KEY });
      void client.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
}

type BoardData = { columns: BoardColumn[] };

/** Moves a card between board columns before the answer; back again if the server refuses. */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation<TaskDetail, unknown, { task: Pick<TaskListItem, "id" | "version" | "status">; status: TaskStatus }, [readonly unknown[], unknown][]>({
    mutationFn: ({ task, status }) => apiFetch(`/api/todos/tasks/${task.id}/status`, { method: "POST", body: { status, version: task.version } }),
    onMutate: async ({ task, status }) => {
      await client.cancelQueries({ queryKey: [...TASKS_KEY, "board"] });
      const snapshot = client.getQueriesData({ queryKey: [...TASKS_KEY, "board"] }) as [readonly unknown[], unknown][];
      client.setQueriesData<BoardData>({ queryKey: [...TASKS_KEY, "board"] }, (board) => (board ? moveCard(board, task.id, status) : board));
      return snapshot;
    },
    onError: (error, _vars, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
      failed("Status nicht geändert", error);
    },
    onSuccess: (task) => {
      client.setQueryData([...TASK_KEY, task.id], task);
      toast({ title: `Status: ${STATUS_LABELS[task.status]}`, description: task.title, variant: "success" });
    },
    onSettled: () => void refreshLists(client),
  });
}

export function moveCard(board: BoardData, taskId: string, status: TaskStatus): BoardData {
  const card = board.columns.flatMap((c) => c.items).find((t) => t.id === taskId);
  if (!card || card.status === status) return board;
  return {
    columns: board.columns.map((column) => {
      if (column.status === card.status) return { ...column, total: column.total - 1, items: column.items.filter((t) => t.id !== taskId) };
      if (column.status === status) return { ...column, total: column.total + 1, items: [{ ...card, status }, ...column.items] };
      return column;
    }),
  };
}

export function useBulkStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; status: TaskStatus }) => apiFetch<BulkStatusResult>("/api/todos/tasks/bulk-status", { method: "POST", body: input }),
    onSuccess: (result, { status }) => {
      const skipped = result.unchanged + result.missing;
      toast({
        title: `${countOf(result.changed, "Aufgabe", "Aufgaben")} auf „${STATUS_LABELS[status]}“ gesetzt`,
        description: skipped ? `${skipped} hatten diesen Status schon oder sind nicht mehr sichtbar.` : undefined,
        variant: "success",
      });
    },
    onError: (error) => failed("Status nicht geändert", error),
    onSettled: () => void refreshLists(client),
  });
}

function useTaskPart<T, V>(path: (taskId: string, vars: V) => string, method: "POST" | "PATCH" | "DELETE", body: (vars: V) => unknown, errorTitle: string) {
  const client = useQueryClient();
  return useMutation<T, unknown, V & { taskId: string }>({
    mutationFn: (vars) => apiFetch<T>(path(vars.taskId, vars), { method, body: body(vars) }),
    onError: (error) => failed(errorTitle, error),
    onSettled: (_data, _error, vars) => {
      void client.invalidateQueries({ queryKey: [...TASK_KEY, vars.taskId] });
      void client.invalidateQueries({ queryKey: TASKS_KEY });
    },
  });
}

export const useAddChecklistItem = () => useTaskPart<ChecklistItem, { text: string }>((id) => `/api/todos/tasks/${id}/checklist`, "POST", ({ text }) => ({ text }), "Punkt nicht hinzugefügt");
/** Ticks a point at once (optimistic); it springs back with a toast when the server refuses. */
export function useToggleChecklistItem() {
  const client = useQueryClient();
  return useMutation<ChecklistItem, unknown, { taskId: string; itemId: string; done: boolean }, TaskDetail | undefined>({
    mutationFn: ({ taskId, itemId, done }) => apiFetch(`/api/todos/tasks/${taskId}/checklist/${itemId}`, { method: "PATCH", body: { done } }),
    onMutate: async ({ taskId, itemId, done }) => {
      const key = [...TASK_KEY, taskId];
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TaskDetail>(key);
      if (before) client.setQueryData<TaskDetail>(key, { ...before, checklist: before.checklist.map((c) => (c.id === itemId ? { ...c, done } : c)) });
      return before;
    },
    onError: (error, { taskId }, before) => {
      if (before) client.setQueryData([...TASK_KEY, taskId], before);
      failed("Punkt nicht geändert", error);
    },
    onSettled: (_data, _error, { taskId }) => {
      void client.invalidateQueries({ queryKey: [...TASK_KEY, taskId] });
      void client.invalidateQueries({ queryKey: TASKS_KEY });
    },
  });
}
export const useDeleteChecklistItem = () => useTaskPart<void, { itemId: string }>((id, v) => `/api/todos/tasks/${id}/checklist/${v.itemId}`, "DELETE", () => undefined, "Punkt nicht entfernt");
export const useAddComment = () => useTaskPart<TaskComment, { body: string }>((id) => `/api/todos/tasks/${id}/comments`, "POST", ({ body }) => ({ body }), "Kommentar nicht gespeichert");
export const useAddLink = () => useTaskPart<TaskLink, LinkCreate>((id) => `/api/todos/tasks/${id}/links`, "POST", ({ kind, targetId, title }) => ({ kind, targetId, title }), "Verknüpfung nicht gespeichert");
export const useRemoveLink = () => useTaskPart<void, { linkId: string }>((id, v) => `/api/todos/tasks/${id}/links/${v.linkId}`, "DELETE", () => undefined, "Verknüpfung nicht entfernt");

export function useSaveProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ project, values: { archived, ...values } }: { project: TaskProject | null; values: ProjectInput & { archived: boolean } }) =>
      project
        ? apiFetch<TaskProject>(`/api/todos/projects/${project.id}`, { method: "PUT", body: { ...values, archived, version: project.version } })
        : apiFetch<TaskProject>("/api/todos/projects", { method: "POST", body: values }),
    onSuccess: (project, { project: before }) => {
      toast({ title: before ? "Projekt gespeichert" : "Projekt angelegt", description: project.name, variant: "success" });
      void refreshLists(client);
    },
  });
}
