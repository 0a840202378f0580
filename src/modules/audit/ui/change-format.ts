/**
 * Before and after of an audit entry in words (issue 25: the dialog showed raw keys and JSON):
 * German field names for the fields writers record, amounts in euros, dates the German way, roles
 * by their names, lists as lists, yes/no. A field without a German name keeps its key; a value
 * this does not know how to say is shown as compact JSON. Text only: nothing here is markup.
 */
import { ROLE_LABELS, type Role } from "#shared/roles.ts";
import { formatGermanDate, formatGermanDateTime } from "#shared/dates.ts";

export const FIELD_LABELS: Record<string, string> = {
  id: "ID",
  status: "Status",
  name: "Name",
  title: "Titel",
  email: "E-Mail",
  phone: "Telefon",
  firstName: "Vorname",
  lastName: "Nachname",
  roles: "Rollen",
  role: "Rolle",
  readRole: "Lesen",
  writeRole: "Schreiben",
  readRoles: "Lesen",
  writeRoles: "Schreiben",
  description: "Beschreibung",
  version: "Version",
  createdAt: "Angelegt am",
  createdBy: "Angelegt von",
  updatedAt: "Geändert am",
  updatedBy: "Geändert von",
  organization: "Organisation",
  organizationId: "Organisation",
  membershipId: "Mitgliedschaft",
  membershipClass: "Mitgliedsart",
  entryDate: "Eintritt",
  exitDate: "Austritt",
  trackLengthKm: "Streckenlänge (km)",
  legalForm: "Rechtsform",
  street: "Straße",
  postalCode: "PLZ",
  city: "Ort",
  state: "Bundesland",
  website: "Website",
  fiscalYear: "Geschäftsjahr",
  number: "Nummer",
  reference: "Referenz",
  invoiceId: "Rechnung",
  cents: "Betrag",
  grossCents: "Bruttobetrag",
  netCents: "Nettobetrag",
  taxCents: "Steuer",
  controlSumCents: "Kontrollsumme",
  method: "Zahlungsweg",
  receivedOn: "Eingegangen am",
  issueDate: "Rechnungsdatum",
  dueDate: "Fällig am",
  statementLineId: "Kontoauszugszeile",
  statementId: "Kontoauszug",
  collectionId: "Lastschrift",
  collectionDate: "Einzugsdatum",
  messageId: "Nachrichten-ID",
  transactions: "Buchungen",
  scheme: "Verfahren",
  signedOn: "Unterschrieben am",
  revokedOn: "Widerrufen am",
  lastCollectedOn: "Zuletzt eingezogen am",
  writtenOffOn: "Ausgebucht am",
  recurrent: "Wiederkehrend",
  debtorName: "Kontoinhaber",
  iban: "IBAN",
  bic: "BIC",
  account: "Konto",
  folder: "Ordner",
  reason: "Begründung",
  priority: "Priorität",
  labels: "Schlagwörter",
  tags: "Schlagwörter",
  assignees: "Zuständig",
  notes: "Notizen",
  body: "Text",
  severity: "Schwere",
  responsibleUserId: "Verantwortlich",
  paymentTermDays: "Zahlungsziel (Tage)",
  taxTreatment: "Steuerliche Behandlung",
  rules: "Regeln",
  created: "Angelegt",
  skipped: "Übersprungen",
  booked: "Gebucht",
  review: "Zur Prüfung",
  ignored: "Ignoriert",
  balanced: "Ausgeglichen",
  lines: "Zeilen",
  checked: "Geprüft",
  ok: "In Ordnung",
  broken: "Bruchstelle",
  headSeq: "Letzter Eintrag",
  documentId: "Dokument",
  sha256: "Prüfsumme (SHA-256)",
  rows: "Zeilen",
  filters: "Filter",
  open: "Offen",
  jobFunction: "Funktion",
  followUpAt: "Wiedervorlage",
  isRepresentative: "Vertretungsberechtigt",
  maxSessionsPerUser: "Höchstzahl Sitzungen je Person",
  newDeviceMail: "Mail bei neuem Gerät",
};

export function fieldLabel(key: string): string {
  return FIELD_LABELS[key] ?? key;
}

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isRole = (v: unknown): v is Role => typeof v === "string" && v in ROLE_LABELS;

/** One value in words; the key tells amounts (…Cents) and roles apart. */
export function formatValue(value: unknown, key = ""): string {
  if (value === undefined) return "–";
  if (value === null || value === "") return "leer";
  if (typeof value === "boolean") return value ? "ja" : "nein";
  if (typeof value === "number") return /Cents$/.test(key) || key === "cents" ? euro.format(value / 100) : value.toLocaleString("de-DE");
  if (typeof value === "string") {
    if (/role/i.test(key) && isRole(value)) return ROLE_LABELS[value];
    if (ISO_DAY.test(value)) return formatGermanDate(value);
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return `${formatGermanDateTime(value)} Uhr`;
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return "keine";
    if (value.every((v) => typeof v === "string" || typeof v === "number")) return value.map((v) => formatValue(v, key)).join(", ");
  }
  return JSON.stringify(value);
}

/** The fields of a before or after value (a plain value becomes one field "Wert"). */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { Wert: value };
}

export interface ChangeRow {
  key: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/**
 * The rows of the change table: changed fields first, each field once. When an entry records both
 * sides, a field only one side names was not part of the change (writers record what was sent,
 * e.g. a contact's before in full and its after as the edited fields): not marked as changed.
 */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const both = Object.keys(b).length > 0 && Object.keys(a).length > 0;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = keys.map((key) => {
    const was = formatValue(b[key], key);
    const is = formatValue(a[key], key);
    const recorded = !both || (key in b && key in a);
    return { key, label: fieldLabel(key), before: was, after: is, changed: recorded && JSON.stringify(b[key]) !== JSON.stringify(a[key]) };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}
