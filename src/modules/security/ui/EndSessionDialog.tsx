/** Confirms ending one session or all of a person's sessions, with an optional reason for the audit trail. */
import { useState, type FormEvent } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";

export interface EndRequest {
  title: string;
  text: string;
  confirm: (reason: string) => void;
}

export function EndSessionDialog({ request, onClose }: { request: EndRequest | null; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request?.confirm(reason.trim());
    setReason("");
    onClose();
  };
  return (
    <Dialog open={Boolean(request)} title={request?.title ?? ""} description={request?.text} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextAreaField
          id="end-session-reason"
          label="Begründung (optional, für das Audit-Protokoll)"
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
        />
        <FormDialogActions onCancel={onClose} submitLabel="Beenden" tone="danger" />
      </form>
    </Dialog>
  );
}
