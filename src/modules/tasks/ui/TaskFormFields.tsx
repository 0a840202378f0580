/**
 * The fields of a task, shared by "Neue Aufgabe" and editing: the same zod schema (taskValues)
 * checks them here and on the server. Assignees are checkboxes of the people who may read the
 * chosen project; the description has a preview of its Markdown.
 */
import { useState } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { TextField } from "#ui/form/TextField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { PRIORITIES, PRIORITY_LABELS } from "../domain/priority.ts";
import { RECURRENCE_LABELS, RECURRENCES } from "../domain/recurrence.ts";
import { STATUS_LABELS, TASK_STATUSES } from "../domain/status.ts";
import type { TaskInput, TaskValues } from "../schema/task.ts";
import { Markdown } from "#ui/markdown/Markdown.tsx";
import { usePeople, useProjects } from "./tasks-api.ts";

export type TaskForm = UseFormReturn<TaskValues, unknown, TaskInput>;

export function TaskFormFields({ form, idPrefix }: { form: TaskForm; idPrefix: string }) {
  const { errors } = form.formState;
  const projectId = form.watch("projectId");
  const projects = useProjects();
  const people = usePeople(projectId || undefined);
  const [preview, setPreview] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;
  const description = form.watch("description") ?? "";

  return (
    <>
      <TextField id={id("title")} label="Titel" required autoComplete="off" error={errors.title?.message} {...form.register("title")} />
      <div className="form-row">
        <SelectField
          id={id("project")}
          label="Projekt"
          required
          placeholder="Projekt wählen"
          options={(projects.data?.items ?? []).filter((p) => !p.archived).map((p) => ({ value: p.id, label: p.name }))}
          error={errors.projectId?.message}
          {...form.register("projectId")}
        />
        <SelectField
          id={id("status")}
          label="Status"
          placeholder="Status wählen"
          options={TASK_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          error={errors.status?.message}
          {...form.register("status")}
        />
      </div>
      <div className="form-row">
        <SelectField
          id={id("priority")}
          label="Priorität"
          placeholder="Priorität wählen"
          options={PRIORITIES.map((p) => ({ value: String(p), label: PRIORITY_LABELS[p] }))}
          error={errors.priority?.message}
          {...form.register("priority")}
        />
        <TextField id={id("due")} label="Fällig am" type="date" error={errors.dueDate?.message} {...form.register("dueDate")} />
        <SelectField
          id={id("recurrence")}
          label="Wiederholung"
          placeholder="Keine"
          hint="Ist die Aufgabe erledigt, entsteht die nächste."
          options={RECURRENCES.map((r) => ({ value: r, label: RECURRENCE_LABELS[r] }))}
          error={errors.recurrence?.message}
          {...form.register("recurrence")}
        />
      </div>
      <Controller
        control={form.control}
        name="assigneeIds"
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          return (
            <fieldset className="field assignee-picker" aria-describedby={errors.assigneeIds ? id("assignees-error") : undefined}>
              <legend className="field__label">Zuständig</legend>
              {!projectId ? <p className="field__hint">Wählen Sie zuerst ein Projekt: zuständig sein kann nur, wer es sehen darf.</p> : null}
              {projectId && people.isPending ? <p className="field__hint">Personen werden geladen …</p> : null}
              <div className="assignee-picker__options">
                {projectId
                  ? people.data?.items.map((person) => (
                      <label key={person.id} className="check">
                        <input
                          type="checkbox"
                          className="check__input"
                          checked={chosen.has(person.id)}
                          onChange={(event) => field.onChange(event.target.checked ? [...chosen, person.id] : [...chosen].filter((p) => p !== person.id))}
                        />
                        <span className="check__label">{person.name}</span>
                      </label>
                    ))
                  : null}
              </div>
              {errors.assigneeIds ? (
                <p id={id("assignees-error")} className="field__error">
                  {errors.assigneeIds.message}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />
      <TextField
        id={id("labels")}
        label="Labels"
        hint="Mit Komma trennen, z. B. finanzen, frist"
        autoComplete="off"
        error={errors.labels?.message}
        {...form.register("labels")}
      />
      <div className="markdown-field">
        <div className="markdown-field__tabs" role="group" aria-label="Ansicht der Beschreibung">
          <button type="button" className="button button--small" aria-pressed={!preview} onClick={() => setPreview(false)}>
            Schreiben
          </button>
          <button type="button" className="button button--small" aria-pressed={preview} onClick={() => setPreview(true)}>
            Vorschau
          </button>
        </div>
        {preview ? (
          <div className="markdown-field__preview" aria-live="polite">
            {description.trim() ? <Markdown text={description} /> : <p className="muted">Noch keine Beschreibung.</p>}
          </div>
        ) : (
          <TextAreaField
            id={id("description")}
            label="Beschreibung"
            rows={6}
            hint="Markdown: **fett**, *kursiv*, - Liste, [Link](https://…)"
            error={errors.description?.message}
            {...form.register("description")}
          />
        )}
      </div>
    </>
  );
}

/** Form values of a task (or the defaults of a new one). */
export function formValuesOf(
  task: {
    projectId: string;
    title: string;
    description: string | null;
    status: TaskValues["status"];
    priority: number;
    dueDate: string | null;
    assignees: { id: string }[];
    labels: string[];
    recurrence: string | null;
  } | null,
  projectId?: string,
): TaskValues {
  return {
    projectId: task?.projectId ?? projectId ?? "",
    title: task?.title ?? "",
    description: task?.description ?? "",
    status: task?.status ?? "offen",
    priority: String(task?.priority ?? 2) as unknown as number,
    dueDate: task?.dueDate ?? "",
    assigneeIds: task?.assignees.map((a) => a.id) ?? [],
    labels: task?.labels.join(", ") ?? "",
    recurrence: (task?.recurrence ?? "") as TaskValues["recurrence"],
  };
}
