/**
 * Changing tasks and projects. Status changes (board, bulk) show at once and go back with a German
 * toast when the server refuses, e.g. 409 when someone else changed the task first.
 */
import { countOf } from "#shared/plural.ts";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { STATUS_LABELS, type TaskStatus } from "../domain/status.ts";
import type { LinkCreate } from "../schema/link.ts";
import type { ProjectInput, TaskProject } from "../schema/project.ts";
import type { BoardColumn, ChecklistItem, TaskDetail, TaskListItem, TaskValues } from "../schema/task.ts";
import { PROJECTS_KEY, TASK_LISTS_KEYS, TASKS_MODULE_KEY, taskKey, tasksApi } from "./tasks-api.ts";

export const failed = (title: string, error: unknown) => toast({ title, description: errorMessage(error), variant: "destructive" });
const refreshLists = (client: QueryClient) => client.invalidateQueries({ queryKey: TASKS_MODULE_KEY });
const refreshTaskLists = (client: QueryClient) => {
  for (const queryKey of TASK_LISTS_KEYS) void client.invalidateQueries({ queryKey });
};
const BOARD_KEY = tasksApi.board.key();

export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: TaskValues & { checklist?: string[] }) => tasksApi.createTask.call({ body: values }),
    onSuccess: (task) => {
      toast({ title: "Aufgabe angelegt", description: task.title, variant: "success" });
      void refreshLists(client);
    },
  });
}

export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ task, values }: { task: TaskDetail; values: TaskValues }) =>
      tasksApi.updateTask.call({ params: { id: task.id }, body: { ...values, version: task.version } }),
    onSuccess: (task) => {
      client.setQueryData(taskKey(task.id), task);
      toast({ title: "Aufgabe gespeichert", variant: "success" });
      refreshTaskLists(client);
      void client.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
}

type BoardData = { columns: BoardColumn[] };

/** Moves a card between board columns before the answer; back again if the server refuses. */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation<TaskDetail, unknown, { task: Pick<TaskListItem, "id" | "version" | "status">; status: TaskStatus }, [readonly unknown[], unknown][]>({
    mutationFn: ({ task, status }) => tasksApi.changeStatus.call({ params: { id: task.id }, body: { status, version: task.version } }),
    onMutate: async ({ task, status }) => {
      await client.cancelQueries({ queryKey: BOARD_KEY });
      const snapshot = client.getQueriesData({ queryKey: BOARD_KEY }) as [readonly unknown[], unknown][];
      client.setQueriesData<BoardData>({ queryKey: BOARD_KEY }, (board) => (board ? moveCard(board, task.id, status) : board));
      return snapshot;
    },
    onError: (error, _vars, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
      failed("Status nicht geändert", error);
    },
    onSuccess: (task) => {
      client.setQueryData(taskKey(task.id), task);
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
    mutationFn: (input: { ids: string[]; status: TaskStatus }) => tasksApi.bulkChangeStatus.call({ body: input }),
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

function useTaskPart<T, V>(send: (taskId: string, vars: V) => Promise<T>, errorTitle: string) {
  const client = useQueryClient();
  return useMutation<T, unknown, V & { taskId: string }>({
    mutationFn: (vars) => send(vars.taskId, vars),
    onError: (error) => failed(errorTitle, error),
    onSettled: (_data, _error, vars) => {
      void client.invalidateQueries({ queryKey: taskKey(vars.taskId) });
      refreshTaskLists(client);
    },
  });
}

export const useAddChecklistItem = () =>
  useTaskPart((id, { text }: { text: string }) => tasksApi.addChecklistItem.call({ params: { id }, body: { text } }), "Punkt nicht hinzugefügt");
/** Ticks a point at once (optimistic); it springs back with a toast when the server refuses. */
export function useToggleChecklistItem() {
  const client = useQueryClient();
  return useMutation<ChecklistItem, unknown, { taskId: string; itemId: string; done: boolean }, TaskDetail | undefined>({
    mutationFn: ({ taskId, itemId, done }) => tasksApi.updateChecklistItem.call({ params: { id: taskId, itemId }, body: { done } }),
    onMutate: async ({ taskId, itemId, done }) => {
      const key = taskKey(taskId);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TaskDetail>(key);
      if (before) client.setQueryData<TaskDetail>(key, { ...before, checklist: before.checklist.map((c) => (c.id === itemId ? { ...c, done } : c)) });
      return before;
    },
    onError: (error, { taskId }, before) => {
      if (before) client.setQueryData(taskKey(taskId), before);
      failed("Punkt nicht geändert", error);
    },
    onSettled: (_data, _error, { taskId }) => {
      void client.invalidateQueries({ queryKey: taskKey(taskId) });
      refreshTaskLists(client);
    },
  });
}
export const useDeleteChecklistItem = () =>
  useTaskPart((id, { itemId }: { itemId: string }) => tasksApi.deleteChecklistItem.call({ params: { id, itemId } }), "Punkt nicht entfernt");
export const useAddComment = () =>
  useTaskPart((id, { body }: { body: string }) => tasksApi.addComment.call({ params: { id }, body: { body } }), "Kommentar nicht gespeichert");
export const useAddLink = () =>
  useTaskPart(
    (id, { kind, targetId, title }: LinkCreate) => tasksApi.addLink.call({ params: { id }, body: { kind, targetId, title } }),
    "Verknüpfung nicht gespeichert",
  );
export const useRemoveLink = () =>
  useTaskPart((id, { linkId }: { linkId: string }) => tasksApi.removeLink.call({ params: { id, linkId } }), "Verknüpfung nicht entfernt");

export function useSaveProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ project, values: { archived, ...values } }: { project: TaskProject | null; values: ProjectInput & { archived: boolean } }) =>
      project
        ? tasksApi.updateProject.call({ params: { id: project.id }, body: { ...values, archived, version: project.version } })
        : tasksApi.createProject.call({ body: values }),
    onSuccess: (project, { project: before }) => {
      toast({ title: before ? "Projekt gespeichert" : "Projekt angelegt", description: project.name, variant: "success" });
      void refreshLists(client);
    },
  });
}
