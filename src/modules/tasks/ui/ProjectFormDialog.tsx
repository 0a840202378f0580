/** Creating or changing a project: name, description and who may see it (and archiving). */
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { CheckboxField } from "#ui/form/CheckboxField.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { hasAnyRole, ROLES } from "#shared/roles.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { projectForm, VISIBILITY_LABELS, type ProjectFormValues, type ProjectInput, type TaskProject } from "../schema/project.ts";
import { useSaveProject } from "./tasks-mutations.ts";

const valuesOf = (project: TaskProject | null): ProjectFormValues => ({
  name: project?.name ?? "",
  description: project?.description ?? "",
  readRole: project?.readRole ?? "mitglied",
  archived: project?.archived ?? false,
});

export function ProjectFormDialog({ open, project, onClose }: { open: boolean; project: TaskProject | null; onClose: () => void }) {
  const save = useSaveProject();
  const { roles } = useAuth();
  const form = useForm<ProjectFormValues, unknown, ProjectInput & { archived: boolean }>({
    resolver: zodResolver(projectForm),
    defaultValues: valuesOf(project),
  });
  const { errors } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for another project
  useEffect(() => {
    if (open) form.reset(valuesOf(project));
    save.reset();
  }, [open, project]);
  // Only circles the person belongs to: a project nobody of them could see would be lost.
  const choices = [...ROLES].reverse().filter((role) => hasAnyRole(roles, [role]));
  const submit = form.handleSubmit((values) => save.mutate({ project, values }, { onSuccess: onClose }));

  return (
    <Dialog open={open} title={project ? "Projekt bearbeiten" : "Neues Projekt"} onClose={onClose}>
      <form noValidate onSubmit={submit} className="dialog-form">
        <FormAlert id="project-form-alert" title={save.isError ? "Projekt nicht gespeichert" : undefined}>
          {save.isError ? <p>{errorMessage(save.error)}</p> : null}
        </FormAlert>
        <TextField id="project-name" label="Name" required autoComplete="off" error={errors.name?.message} {...form.register("name")} />
        <SelectField
          id="project-visibility"
          label="Sichtbar für"
          placeholder="Bitte wählen"
          hint="Aufgaben eines Projekts sehen nur, die es sehen dürfen; sie können auch nur ihnen zugewiesen werden."
          options={choices.map((role) => ({ value: role, label: VISIBILITY_LABELS[role] }))}
          error={errors.readRole?.message}
          {...form.register("readRole")}
        />
        <TextAreaField
          id="project-description"
          label="Beschreibung"
          rows={3}
          hint="Markdown möglich"
          error={errors.description?.message}
          {...form.register("description")}
        />
        {project ? (
          <CheckboxField id="project-archived" label="Archiviert (keine neuen Aufgaben, nicht mehr in der Auswahl)" {...form.register("archived")} />
        ) : null}
        <FormDialogActions onCancel={onClose} submitLabel={project ? "Projekt speichern" : "Projekt anlegen"} pending={save.isPending} />
      </form>
    </Dialog>
  );
}
