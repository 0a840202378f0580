/** Books a payment by hand, e.g. a transfer seen in online banking before the statement import. */
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { formatEuro, formatEuroNumber } from "../domain/money.ts";
import { paymentInputSchema, paymentMethodLabels, paymentMethods } from "../schema.ts";
import { financesApi, useFinanceMutation, type InvoiceRecord } from "./finance-api.ts";
import { todayIso } from "./labels.ts";

type Errors = Partial<Record<"amount" | "receivedOn" | "method" | "reference", string>>;

export function PaymentDialog({ open, invoice, onClose }: { open: boolean; invoice: InvoiceRecord; onClose: () => void }) {
  const [values, setValues] = useState({
    amount: formatEuroNumber(Math.max(invoice.openCents, 0)),
    receivedOn: todayIso(),
    method: "transfer",
    reference: invoice.number,
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useFinanceMutation((body: z.input<typeof paymentInputSchema>) => financesApi.recordPayment.call({ params: { id: invoice.id }, body }), {
    success: () => "Zahlung erfasst",
    failure: "Zahlung nicht gespeichert",
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = paymentInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])) as Errors);
      return;
    }
    setErrors({});
    // The amount goes as typed ("1.234,56"): the server reads it with the same schema.
    save.mutate({ ...values, method: parsed.data.method }, { onSuccess: onClose });
  };
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  return (
    <Dialog open={open} title={`Zahlung zu ${invoice.number} erfassen`} description={`Offen: ${formatEuro(invoice.openCents)}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <TextField
          id="payment-amount"
          label="Betrag in Euro"
          inputMode="decimal"
          required
          value={values.amount}
          onChange={set("amount")}
          error={errors.amount}
        />
        <TextField
          id="payment-date"
          label="Eingegangen am"
          type="date"
          required
          value={values.receivedOn}
          onChange={set("receivedOn")}
          error={errors.receivedOn}
        />
        <SelectField
          id="payment-method"
          label="Zahlungsart"
          required
          options={paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }))}
          value={values.method}
          onChange={set("method")}
          error={errors.method}
        />
        <TextField id="payment-reference" label="Verwendungszweck" value={values.reference} onChange={set("reference")} error={errors.reference} />
        <FormDialogActions onCancel={onClose} submitLabel="Zahlung buchen" pending={save.isPending} />
      </form>
    </Dialog>
  );
}
