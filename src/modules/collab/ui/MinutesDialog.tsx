/** "Als Protokoll ablegen": freezes the current state as a PDF in the documents (unchangeable). */
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { freezeMinutesSchema, type DocumentDetail } from "../schema/documents.ts";
import { useFileMinutes } from "./collab-api.ts";

export function MinutesDialog({ doc, open, onClose }: { doc: DocumentDetail; open: boolean; onClose: () => void }) {
  const file = useFileMinutes(doc.key);
  const [label, setLabel] = useState("Protokoll");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = freezeMinutesSchema.safeParse({ label });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    file.mutate(parsed.data.label, { onError: (failure) => setError(errorMessage(failure)) });
  };

  const close = () => {
    file.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      title="Als Protokoll ablegen"
      description="Der jetzige Stand wird als PDF unveränderlich in den Dokumenten abgelegt, lesbar für dieselben Personen wie diese Notizen. Weiterschreiben bleibt möglich."
      onClose={close}
    >
      {file.isSuccess ? (
        <div className="collab-form" role="status">
          <p>
            Abgelegt als <strong>{file.data.fileName}</strong>.
          </p>
          <div className="button-row">
            <Link className="button button--primary" to={file.data.link}>
              In den Dokumenten öffnen
            </Link>
            <button type="button" className="button" onClick={close}>
              Schließen
            </button>
          </div>
        </div>
      ) : (
        <form className="collab-form" onSubmit={submit} noValidate>
          <TextField
            id="collab-minutes-label"
            label="Bezeichnung der Fassung"
            required
            value={label}
            maxLength={120}
            error={error}
            hint="Erscheint in der Versionsliste der Dokumente, z. B. „Beschlossene Fassung“."
            onChange={(event) => {
              setLabel(event.target.value);
              setError(undefined);
            }}
          />
          <FormDialogActions onCancel={close} submitLabel="Ablegen" pending={file.isPending} pendingLabel="Wird abgelegt …" />
        </form>
      )}
    </Dialog>
  );
}
