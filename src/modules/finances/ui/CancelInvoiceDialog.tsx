/** Cancels an invoice (a cancellation invoice is issued and mailed) or writes off what is open. */
import { useState, type FormEvent } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { formatEuro } from "../domain/money.ts";
import { cancelInvoiceSchema, writeOffInputSchema } from "../schema.ts";
import { financesApi, useFinanceMutation, type InvoiceRecord } from "./finance-api.ts";
import { todayIso } from "./labels.ts";

export function CancelInvoiceDialog({
  open,
  mode,
  invoice,
  onClose,
}: {
  open: boolean;
  mode: "cancel" | "write-off";
  invoice: InvoiceRecord;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const cancel = useFinanceMutation((body: { reason: string; version: number }) => financesApi.cancelInvoice.call({ params: { id: invoice.id }, body }), {
    success: (result) => `Stornorechnung ${result.number} erstellt`,
    failure: "Stornierung nicht möglich",
  });
  const writeOff = useFinanceMutation(
    (body: { reason: string; writtenOffOn: string }) => financesApi.writeOffInvoice.call({ params: { id: invoice.id }, body }),
    { success: () => "Betrag abgeschrieben", failure: "Abschreibung nicht möglich" },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === "cancel") {
      const parsed = cancelInvoiceSchema.safeParse({ reason, version: invoice.version });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      cancel.mutate(parsed.data, { onSuccess: onClose });
    } else {
      const parsed = writeOffInputSchema.safeParse({ reason, writtenOffOn: todayIso() });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      writeOff.mutate(parsed.data, { onSuccess: onClose });
    }
  };
  const cancelling = mode === "cancel";
  return (
    <Dialog
      open={open}
      title={cancelling ? `Rechnung ${invoice.number} stornieren` : `Rechnung ${invoice.number} abschreiben`}
      description={
        cancelling
          ? "Es wird eine Stornorechnung mit eigener Nummer erstellt und an das Mitglied gesendet. Die ursprüngliche Rechnung bleibt unverändert."
          : `Der offene Betrag von ${formatEuro(invoice.openCents)} wird als uneinbringlich ausgebucht und erscheint im Kassenbericht.`
      }
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <TextAreaField id="cancel-reason" label="Grund" required value={reason} onChange={(event) => setReason(event.target.value)} error={error} rows={3} />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={cancelling ? "Stornorechnung erstellen" : "Abschreiben"}
          tone="danger"
          pending={cancel.isPending || writeOff.isPending}
        />
      </form>
    </Dialog>
  );
}
