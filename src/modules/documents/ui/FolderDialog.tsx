/** The admin's folder form: name, description, who may read, who may write; delete when empty. */
import { useState, type FormEvent } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { ROLES, type Role } from "#shared/roles.ts";
import { folderInputSchema, ROLE_AUDIENCE, type DocumentFolder } from "../schema/folder.ts";
import { useDeleteFolder, useSaveFolder } from "./documents-mutations.ts";

const ROLE_OPTIONS = [...ROLES].reverse().map((role) => ({ value: role, label: ROLE_AUDIENCE[role][0]!.toUpperCase() + ROLE_AUDIENCE[role].slice(1) }));

export function FolderDialog({ folder, onClose }: { folder: DocumentFolder | null; onClose: () => void }) {
  const [values, setValues] = useState({
    name: folder?.name ?? "",
    description: folder?.description ?? "",
    readRole: folder?.readRole ?? ("mitglied" as Role),
    writeRole: folder?.writeRole ?? ("mitglied" as Role),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveFolder();
  const remove = useDeleteFolder();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = folderInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    save.mutate({ folder, values: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Dialog open title={folder ? `Ordner „${folder.name}“ bearbeiten` : "Ordner anlegen"} onClose={onClose}>
      <form onSubmit={submit} noValidate className="documents-folder-form">
        <TextField
          id="folder-name"
          label="Name"
          required
          maxLength={120}
          value={values.name}
          error={errors.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
        <TextAreaField
          id="folder-description"
          label="Beschreibung"
          rows={2}
          maxLength={1000}
          value={values.description}
          error={errors.description}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
        />
        <SelectField
          id="folder-read"
          label="Wer darf lesen?"
          options={ROLE_OPTIONS}
          value={values.readRole}
          error={errors.readRole}
          onChange={(e) => setValues({ ...values, readRole: e.target.value as Role })}
        />
        <SelectField
          id="folder-write"
          label="Wer darf hochladen und ändern?"
          options={ROLE_OPTIONS}
          value={values.writeRole}
          error={errors.writeRole}
          onChange={(e) => setValues({ ...values, writeRole: e.target.value as Role })}
        />
        {folder?.systemKey ? <p className="documents-readonly">Dieser Ordner wird von einem anderen Bereich der Plattform befüllt.</p> : null}
        <div className="dialog__actions">
          {folder && !folder.systemKey ? (
            <button
              type="button"
              className="button button--danger-outline"
              disabled={remove.isPending}
              onClick={() => remove.mutate(folder, { onSuccess: onClose })}
            >
              Ordner löschen
            </button>
          ) : null}
          <button type="button" className="button" onClick={onClose}>
            Abbrechen
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? "Wird gespeichert …" : "Speichern"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
