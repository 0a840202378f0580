/** The association's invoice and bank data: required before the first fee run (§ 14 UStG, SEPA). */
import { useEffect, useState, type FormEvent } from "react";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { formatEuroNumber, parseEuroInput } from "../domain/money.ts";
import { financeSettingsInputSchema, type FinanceSettingsInput } from "../schema.ts";
import { checkBic } from "../domain/sepa/bic.ts";
import { checkCreditorId } from "../domain/sepa/creditor-id.ts";
import { checkIban, formatIban } from "../domain/sepa/iban.ts";
import { financesApi, useFinanceMutation, useSettings, type FinanceSettings } from "./finance-api.ts";

type Draft = Record<
  | "issuerName"
  | "address"
  | "taxNumber"
  | "vatId"
  | "registerText"
  | "representedBy"
  | "contact"
  | "bankName"
  | "iban"
  | "bic"
  | "creditorId"
  | "townName"
  | "preNotificationDays",
  string
>;

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

type LevelDraft = { title: string; waitDays: string; fee: string; paymentTermDays: string };
type LevelErrors = Partial<Record<keyof LevelDraft, string>>;

const levelDraftsOf = (settings: FinanceSettings): LevelDraft[] =>
  settings.dunningPolicy.map((level) => ({
    title: level.title,
    waitDays: String(level.waitDays),
    fee: formatEuroNumber(level.feeCents),
    paymentTermDays: String(level.paymentTermDays),
  }));

/** Whole days as typed; anything else becomes -1 so the shared schema answers in German. */
const days = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : -1);

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function SettingsPanel() {
  const settings = useSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [levels, setLevels] = useState<LevelDraft[]>([]);
  const [levelErrors, setLevelErrors] = useState<LevelErrors[]>([]);
  useEffect(() => {
    if (settings.data) {
      setDraft(draftOf(settings.data));
      setLevels(levelDraftsOf(settings.data));
    }
  }, [settings.data]);
  const save = useFinanceMutation((body: FinanceSettingsInput) => financesApi.updateSettings.call({ body }), {
    success: () => "Einstellungen gespeichert",
    failure: "Einstellungen nicht gespeichert",
  });
  if (settings.isPending || !draft)
    return settings.isError ? (
      <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
    ) : (
      <Spinner label="Einstellungen werden geladen …" />
    );

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
    const foundLevels: LevelErrors[] = levels.map(() => ({}));
    const policy = levels.map((level, index) => {
      const feeCents = parseEuroInput(level.fee);
      if (feeCents === null) foundLevels[index]!.fee = "Betrag als Euro-Betrag angeben, z. B. 5,00";
      return { level: index + 1, title: level.title, waitDays: days(level.waitDays), feeCents: feeCents ?? 0, paymentTermDays: days(level.paymentTermDays) };
    });
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
      dunningPolicy: policy,
      version: settings.data!.version,
    });
    if (!parsed.success) {
      const fieldOf: Record<string, keyof Draft> = { issuerAddressLines: "address", contactLines: "contact" };
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === "dunningPolicy" && typeof issue.path[1] === "number" && issue.path[2]) {
          const key = ({ title: "title", waitDays: "waitDays", feeCents: "fee", paymentTermDays: "paymentTermDays" } as const)[
            String(issue.path[2]) as "title"
          ];
          if (key) foundLevels[issue.path[1]]![key] ??= levelMessage(String(issue.path[2]), issue.message);
          continue;
        }
        const key = fieldOf[String(issue.path[0])] ?? (String(issue.path[0]) as keyof Draft);
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    setLevelErrors(foundLevels);
    const levelsOk = foundLevels.every((entry) => Object.keys(entry).length === 0);
    if (Object.keys(found).length === 0 && levelsOk && parsed.success) save.mutate(parsed.data);
  };
  const levelField = (index: number, key: keyof LevelDraft) => ({
    id: `dunning-${index + 1}-${key}`,
    value: levels[index]![key],
    error: levelErrors[index]?.[key],
    onChange: (event: { target: { value: string } }) => setLevels(levels.map((level, at) => (at === index ? { ...level, [key]: event.target.value } : level))),
  });
  const field = (key: keyof Draft) => ({
    id: `settings-${key}`,
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

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
      <fieldset className="rule-editor dunning-editor">
        <legend>Mahnstufen</legend>
        <p className="muted">
          Stufe 1 folgt die Wartezeit nach Fälligkeit, jede weitere die Wartezeit nach der Zahlungsfrist der vorigen Stufe. Gebühren kommen zum offenen Betrag
          hinzu.
        </p>
        {levels.map((_level, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dunning level is its position (level n is row n); rows are added and removed only at the end
          <div key={index} className="dunning-level" role="group" aria-label={`Mahnstufe ${index + 1}`}>
            <TextField label={`Bezeichnung Stufe ${index + 1}`} required {...levelField(index, "title")} />
            <TextField label={`Wartezeit Stufe ${index + 1} (Tage)`} inputMode="numeric" required {...levelField(index, "waitDays")} />
            <TextField label={`Gebühr Stufe ${index + 1} in Euro`} inputMode="decimal" required {...levelField(index, "fee")} />
            <TextField label={`Zahlungsfrist Stufe ${index + 1} (Tage)`} inputMode="numeric" required {...levelField(index, "paymentTermDays")} />
          </div>
        ))}
        <div className="button-row">
          <button
            type="button"
            className="button button--small"
            disabled={levels.length >= 5}
            onClick={() => setLevels([...levels, { title: `${levels.length}. Mahnung`, waitDays: "7", fee: "0,00", paymentTermDays: "14" }])}
          >
            Mahnstufe hinzufügen
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={levels.length <= 1}
            onClick={() => {
              setLevels(levels.slice(0, -1));
              setLevelErrors(levelErrors.slice(0, levels.length - 1));
            }}
          >
            Letzte Mahnstufe entfernen
          </button>
        </div>
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? "Wird gespeichert …" : "Einstellungen speichern"}
        </button>
      </div>
    </form>
  );
}

function levelMessage(field: string, message: string): string {
  if (field === "title") return "Bezeichnung mit 3 bis 60 Zeichen angeben";
  if (field === "paymentTermDays") return "Zahlungsfrist zwischen 7 und 30 Tagen angeben";
  if (field === "waitDays" && /expected|Invalid/i.test(message)) return "Wartezeit in ganzen Tagen angeben";
  return message;
}
