/** "Neue Aufgabe": the task's fields plus the first points of its checklist. */
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { taskValues, type TaskInput, type TaskValues } from "../schema/task.ts";
import { formValuesOf, TaskFormFields } from "./TaskFormFields.tsx";
import { useCreateTask } from "./tasks-mutations.ts";

/** `defaultAssigneeIds`: ticked under "Zuständig" when the dialog opens (the creator, from "Meine Aufgaben"). */
export function TaskFormDialog({
  open,
  defaultProjectId,
  defaultAssigneeIds = [],
  onClose,
  onCreated,
}: {
  open: boolean;
  defaultProjectId?: string;
  defaultAssigneeIds?: readonly string[];
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const create = useCreateTask();
  const initial = () => ({ ...formValuesOf(null, defaultProjectId), assigneeIds: [...defaultAssigneeIds] });
  const form = useForm<TaskValues, unknown, TaskInput>({ resolver: zodResolver(taskValues), defaultValues: initial() });
  const [checklist, setChecklist] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    form.reset(initial());
    setChecklist("");
    create.reset();
  }, [open]);

  const submit = form.handleSubmit((values) => {
    const items = checklist
      .split("\n")
      .map((line) => line.replace(/^\s*[-*]\s*(\[[ xX]\]\s*)?/, "").trim())
      .filter(Boolean);
    create.mutate(
      { ...values, checklist: items },
      {
        onSuccess: (task) => {
          onClose();
          onCreated(task.id);
        },
      },
    );
  });

  return (
    <Dialog open={open} wide title="Neue Aufgabe" onClose={onClose}>
      <form noValidate onSubmit={submit} className="dialog-form">
        <FormAlert id="task-create-alert" title={create.isError ? "Aufgabe nicht angelegt" : undefined}>
          {create.isError ? <p>{errorMessage(create.error)}</p> : null}
        </FormAlert>
        <TaskFormFields form={form} idPrefix="task-new" />
        <TextAreaField
          id="task-new-checklist"
          label="Checkliste"
          rows={3}
          hint="Ein Punkt pro Zeile (optional)"
          value={checklist}
          onChange={(e) => setChecklist(e.target.value)}
        />
        <FormDialogActions onCancel={onClose} submitLabel="Aufgabe anlegen" pending={create.isPending} pendingLabel="Wird angelegt …" />
      </form>
    </Dialog>
  );
}
