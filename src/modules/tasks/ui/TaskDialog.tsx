/**
 * One task, opened from any view (?aufgabe=<id>): what it is, who does it by when, its checklist,
 * links and comments, and the edit form. A stale edit (409) keeps what was typed: the person loads
 * the current state and saves again.
 */
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { QueryError, errorMessage } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { taskValues, type TaskDetail, type TaskInput, type TaskValues } from "../schema/task.ts";
import { TaskChecklist } from "./TaskChecklist.tsx";
import { TaskComments } from "./TaskComments.tsx";
import { TaskFacts } from "./TaskFacts.tsx";
import { TaskLinks } from "./TaskLinks.tsx";
import { formValuesOf, TaskFormFields } from "./TaskFormFields.tsx";
import { Markdown } from "#ui/markdown/Markdown.tsx";
import { useTask } from "./tasks-api.ts";
import { useUpdateTask } from "./tasks-mutations.ts";

export function TaskDialog({ taskId, onClose, onOpen }: { taskId: string | null; onClose: () => void; onOpen: (id: string) => void }) {
  const task = useTask(taskId);
  const [editing, setEditing] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: leave edit mode when another task is opened
  useEffect(() => setEditing(false), [taskId]);
  const title = task.data?.title ?? "Aufgabe";
  return (
    <Dialog open={Boolean(taskId)} wide title={editing ? "Aufgabe bearbeiten" : title} onClose={onClose}>
      {task.isPending ? <Spinner label="Aufgabe wird geladen …" /> : null}
      {task.isError ? <QueryError error={task.error} onRetry={() => void task.refetch()} /> : null}
      {task.data && editing ? <TaskEditForm task={task.data} onDone={() => setEditing(false)} onReload={() => void task.refetch()} /> : null}
      {task.data && !editing ? (
        <div className="task-detail">
          <TaskFacts task={task.data} onEdit={() => setEditing(true)} onOpen={onOpen} />
          <section className="task-detail__section" aria-labelledby="task-description">
            <h3 id="task-description" className="task-detail__heading">
              Beschreibung
            </h3>
            {task.data.description ? <Markdown text={task.data.description} /> : <p className="muted">Keine Beschreibung.</p>}
          </section>
          <TaskChecklist task={task.data} />
          <TaskLinks task={task.data} />
          <TaskComments task={task.data} />
        </div>
      ) : null}
    </Dialog>
  );
}

function TaskEditForm({ task, onDone, onReload }: { task: TaskDetail; onDone: () => void; onReload: () => void }) {
  const update = useUpdateTask();
  const form = useForm<TaskValues, unknown, TaskInput>({ resolver: zodResolver(taskValues), defaultValues: formValuesOf(task) });
  const stale = update.error instanceof ApiError && update.error.status === 409;
  const submit = form.handleSubmit((values) => update.mutate({ task, values }, { onSuccess: onDone }));
  return (
    <form noValidate onSubmit={submit} className="dialog-form">
      <FormAlert id="task-edit-alert" title={update.isError ? (stale ? "Inzwischen geändert" : "Aufgabe nicht gespeichert") : undefined}>
        {update.isError ? (
          <>
            <p>{errorMessage(update.error)}</p>
            {stale ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  update.reset();
                  onReload();
                }}
              >
                Aktuellen Stand laden (Ihre Eingaben bleiben)
              </button>
            ) : null}
          </>
        ) : null}
      </FormAlert>
      <TaskFormFields form={form} idPrefix="task-edit" />
      <FormDialogActions onCancel={onDone} submitLabel="Änderungen speichern" pending={update.isPending} />
    </form>
  );
}
