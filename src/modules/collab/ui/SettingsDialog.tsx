/** Rename the document and choose who may open it (optimistic version check: 409 is explained). */
import { useState, type FormEvent } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { toast } from "#ui/toast/toast-store.ts";
import { documentTitleSchema, type DocumentDetail } from "../schema/documents.ts";
import { choiceFor } from "./access-labels.ts";
import { AccessFieldset } from "./AccessFieldset.tsx";
import { useUpdateDocument } from "./collab-api.ts";

export function SettingsDialog({ doc, open, onClose }: { doc: DocumentDetail; open: boolean; onClose: () => void }) {
  const { roles } = useAuth();
  const update = useUpdateDocument(doc.key);
  const [title, setTitle] = useState(doc.title);
  const [access, setAccess] = useState(choiceFor(doc.readRoles));
  const [titleError, setTitleError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = documentTitleSchema.safeParse(title);
    if (!parsed.success) return setTitleError(parsed.error.issues[0]?.message);
    const changedAccess = access.value !== choiceFor(doc.readRoles).value;
    update.mutate(
      { version: doc.version, title: parsed.data === doc.title ? undefined : parsed.data, readRoles: changedAccess ? access.roles : undefined },
      {
        onSuccess: () => {
          toast({ title: "Gespeichert", description: parsed.data, variant: "success" });
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog open={open} title="Dokument bearbeiten" onClose={onClose}>
      <form className="collab-form" onSubmit={submit} noValidate>
        <FormAlert id="collab-settings-alert" title={failure ?? undefined} />
        <TextField
          id="collab-settings-title"
          label="Titel"
          required
          value={title}
          maxLength={120}
          error={titleError}
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleError(undefined);
          }}
        />
        <AccessFieldset id="collab-settings-access" held={roles} value={access.value} onChange={setAccess} disabled={doc.isShared} />
        <FormDialogActions onCancel={onClose} submitLabel="Speichern" pending={update.isPending} />
      </form>
    </Dialog>
  );
}
