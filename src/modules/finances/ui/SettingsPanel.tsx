/** The association's invoice and bank data: required before the first fee run (§ 14 UStG, SEPA). */
import { useEffect, useState, type FormEvent } from "react";
import { QueryError } from "../../../ui/backoffice/QueryError.tsx";
import { Spinner } from "../../../ui/backoffice/Spinner.tsx";
import { apiFetch } from "../../../ui/backoffice/api-client.ts";
import { TextAreaField } from "../../../ui/form/TextAreaField.tsx";
import { TextField } from "../../../ui/form/TextField.tsx";
import { financeSettingsInputSchema } from "../schema.ts";
import { checkBic } from "../sepa/bic.ts";
import { checkCreditorId } from "../sepa/creditor-id.ts";
import { checkIban, formatIban } from "../sepa/iban.ts";
import { API, useFinanceMutation, useSettings, type FinanceSettings } from "./finance-api.ts";

type Draft = Record<"issuerName" | "address" | "taxNumber" | "vatId" | "registerText" | "representedBy" | "contact" | "bankName" | "iban" | "bic" | "creditorId" | "townName" | "preNotificationDays", string>;

function draftOf(settings: FinanceSettings): Draft {
  return {
    issuerName: settings.issuerName,
    address: settings.issuerAddressLines.join("\n"),
    taxNumber: settings.taxNumber ?? "",
    vatId: settings.vatId ?? "",
    registerText: settings.registerText,
    representedBy: settings.representedBy,
    contact: settings.contactLines.join("\n"),
    bankName: settings.bankName ?? "",
    iban: settings.iban ? formatIban(settings.iban) : "",
    bic: settings.bic ?? "",
    creditorId: settings.creditorId ?? "",
    townName: settings.townName,
    preNotificationDays: String(settings.preNotificationDays),
  };
}

const lines = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);

export function SettingsPanel() {
  const settings = useSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  useEffect(() => {
    if (settings.data) setDraft(draftOf(settings.data));
  }, [settings.data]);
  const save = useFinanceMutation((body: unknown) => apiFetch(`${API}/settings`, { method: "PUT", body }), { success: () => "Einstellungen gespeichert", failure: "Einstellungen nicht gespeichert" });
  if (settings.isPending || !draft) return settings.isError ? <QueryError error={settings.error} onRetry={() => void settings.refetch()} /> : <Spinner label="Einstellungen werden geladen …" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<keyof Draft, string>> = {};
    if (draft.iban) {
      const check = checkIban(draft.iban);
      if (!check.ok) found.iban = check.message;
    }
    const bic = checkBic(draft.bic);
    if (!bic.ok) found.bic = bic.message;
    if (draft.creditorId) {
      const check = checkCreditorId(draft.creditorId);
      if (!check.ok) found.creditorId = check.message;
    }
    const parsed = financeSettingsInputSchema.safeParse({
      issuerName: draft.issuerName,
      issuerAddressLines: lines(draft.address),
      taxNumber: draft.taxNumber,
      vatId: draft.vatId,
      registerText: draft.registerText,
      representedBy: draft.representedBy,
      contactLines: lines(draft.contact),
      bankName: draft.bankName,
      iban: draft.iban,
      bic: draft.bic,
      creditorId: draft.creditorId,
      townName: draft.townName,
      preNotificationDays: Number(draft.preNotificationDays),
      dunningPolicy: settings.data!.dunningPolicy,
      version: settings.data!.version,
    });
    if (!parsed.success) {
      const fieldOf: Record<string, keyof Draft> = { issuerAddressLines: "address", contactLines: "contact" };
      for (const issue of parsed.error.issues) {
        const key = fieldOf[String(issue.path[0])] ?? (String(issue.path[0]) as keyof Draft);
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length === 0 && parsed.success) save.mutate(parsed.data);
  };
  const field = (key: keyof Draft) => ({ id: `settings-${key}`, value: draft[key], error: errors[key], onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }) });

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <fieldset className="rule-editor">
        <legend>Rechnungssteller</legend>
        <TextField label="Name des Verbandes" required {...field("issuerName")} />
        <TextAreaField label="Anschrift (eine Zeile je Zeile)" rows={3} required {...field("address")} />
        <TextField label="Steuernummer" hint="Pflichtangabe auf Rechnungen (§ 14 Abs. 4 UStG), alternativ die USt-IdNr." {...field("taxNumber")} />
        <TextField label="USt-IdNr." {...field("vatId")} />
        <TextField label="Registereintrag" {...field("registerText")} />
        <TextField label="Vertreten durch" {...field("representedBy")} />
        <TextAreaField label="Kontakt (Telefon, E-Mail)" rows={2} {...field("contact")} />
      </fieldset>
      <fieldset className="rule-editor">
        <legend>Bankverbindung und SEPA</legend>
        <TextField label="Bank" {...field("bankName")} />
        <TextField label="IBAN" autoComplete="off" {...field("iban")} />
        <TextField label="BIC" hint="Optional innerhalb des SEPA-Raums" {...field("bic")} />
        <TextField label="Gläubiger-Identifikationsnummer" hint="Von der Bundesbank vergeben, z. B. DE98ZZZ09999999999" {...field("creditorId")} />
        <TextField label="Sitz (Ort für die Lastschriftdatei)" {...field("townName")} />
        <TextField label="Vorabankündigung (Tage vor Fälligkeit)" inputMode="numeric" {...field("preNotificationDays")} />
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>{save.isPending ? "Wird gespeichert …" : "Einstellungen speichern"}</button>
      </div>
    </form>
  );
}
