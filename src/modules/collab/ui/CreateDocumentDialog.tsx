/** "Neues Dokument": title and access; opens the new document when it is created. */
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { toast } from "#ui/toast/toast-store.ts";
import { createDocumentSchema } from "../schema/documents.ts";
import { ACCESS_CHOICES } from "./access-labels.ts";
import { AccessFieldset } from "./AccessFieldset.tsx";
import { useCreateDocument } from "./collab-api.ts";

export function CreateDocumentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { roles } = useAuth();
  const navigate = useNavigate();
  const create = useCreateDocument();
  const [title, setTitle] = useState("");
  const [access, setAccess] = useState(ACCESS_CHOICES[0]!);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createDocumentSchema.safeParse({ title, readRoles: access.roles });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (doc) => {
        toast({ title: "Dokument angelegt", description: doc.title, variant: "success" });
        onClose();
        setTitle("");
        void navigate(`/backend/collab/${doc.key}`);
      },
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <Dialog open={open} title="Neues Notizdokument" description="Zum Beispiel für die Tagesordnung und das Protokoll einer Sitzung." onClose={onClose}>
      <form className="collab-form" onSubmit={submit} noValidate>
        <TextField
          id="collab-new-title"
          label="Titel"
          required
          value={title}
          maxLength={120}
          autoFocus
          error={error}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(undefined);
          }}
          placeholder="z. B. Vorstandssitzung 12. März 2027"
        />
        <AccessFieldset id="collab-new-access" held={roles} value={access.value} onChange={setAccess} />
        <FormDialogActions onCancel={onClose} submitLabel="Anlegen und öffnen" pending={create.isPending} pendingLabel="Wird angelegt …" />
      </form>
    </Dialog>
  );
}
