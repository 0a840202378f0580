/**
 * A member's billing profile (recipient, address, billing e-mail): where the next invoice, the
 * dunning notices and the pre-notifications go. Issued invoices keep their address.
 */
import { useEffect, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import type { BillingProfile } from "../answers.ts";
import { billingProfileInputSchema, type BillingProfileInput } from "../schema.ts";
import { financesApi, useFinanceMutation } from "./finance-api.ts";

type Values = Record<"recipientName" | "attention" | "street" | "postalCode" | "city" | "billingEmail", string>;
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (profile: BillingProfile): Values => ({
  recipientName: profile.recipientName,
  attention: profile.attention ?? "",
  street: profile.street,
  postalCode: profile.postalCode,
  city: profile.city,
  billingEmail: profile.billingEmail ?? "",
});

export function BillingProfileDialog({ membershipId, onClose }: { membershipId: string | null; onClose: () => void }) {
  const profile = useQuery({ ...financesApi.getBillingProfile.queryOptions({ params: { id: membershipId ?? "" } }), enabled: membershipId !== null });
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    setValues(profile.data ? valuesOf(profile.data) : null);
    setErrors({});
  }, [profile.data]);
  const save = useFinanceMutation((body: BillingProfileInput) => financesApi.saveBillingProfile.call({ params: { id: membershipId ?? "" }, body }), {
    success: () => "Rechnungsadresse gespeichert",
    failure: "Rechnungsadresse nicht gespeichert",
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values || !profile.data) return;
    const parsed = billingProfileInputSchema.safeParse({ ...values, version: profile.data.version });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as keyof Values] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: onClose });
  };
  const field = (key: keyof Values) => ({
    id: `billing-${key}`,
    value: values?.[key] ?? "",
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setValues((current) => (current ? { ...current, [key]: event.target.value } : current)),
  });
  const description = profile.data
    ? `${profile.data.organizationName}${profile.data.debtorNumber ? `, Debitor ${profile.data.debtorNumber}` : ""}. Gilt für die nächsten Rechnungen, Mahnungen und Vorabankündigungen; ausgestellte Rechnungen bleiben unverändert.`
    : undefined;
  return (
    <Dialog open={membershipId !== null} title="Rechnungsadresse" description={description} onClose={onClose} wide>
      {profile.isPending ? <Spinner label="Rechnungsadresse wird geladen …" /> : null}
      {profile.isError ? <QueryError error={profile.error} onRetry={() => void profile.refetch()} /> : null}
      {values ? (
        <form onSubmit={submit} noValidate className="mandate-form">
          <TextField label="Rechnungsempfänger" required autoComplete="organization" {...field("recipientName")} />
          <TextField label="Zu Händen" hint="Optional, z. B. Buchhaltung" {...field("attention")} />
          <TextField label="Straße und Hausnummer" required autoComplete="street-address" {...field("street")} />
          <TextField label="PLZ" required autoComplete="postal-code" inputMode="numeric" {...field("postalCode")} />
          <TextField label="Ort" required autoComplete="address-level2" {...field("city")} />
          <TextField
            label="E-Mail für Rechnungen"
            type="email"
            hint="Hierhin gehen Rechnung, Mahnungen und Vorabankündigungen. Leer: keine Mails."
            {...field("billingEmail")}
          />
          <FormDialogActions onCancel={onClose} submitLabel="Rechnungsadresse speichern" pending={save.isPending} />
        </form>
      ) : null}
    </Dialog>
  );
}
