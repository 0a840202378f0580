import type { TaxTreatment } from "../schema.ts";
import { formatIban } from "./sepa/iban.ts";
import type { AnnualFee } from "./annual-fee.ts";
import { addDays, formatGermanDate, type IsoDate } from "#shared/dates.ts";
import { sumCents, type Cents } from "./money.ts";
import { taxNote, taxTotals } from "./tax-treatment.ts";

/** The association as the invoice issuer: every fact § 14 Abs. 4 UStG needs on the page. */
export type InvoiceIssuer = {
  name: string;
  addressLines: string[];
  /** Steuernummer from the tax office; at least one of taxNumber and vatId is required. */
  taxNumber: string | null;
  vatId: string | null;
  registerText: string;
  representedBy: string;
  contactLines: string[];
  bank: { name: string; iban: string; bic: string | null };
  creditorId: string | null;
};

export type InvoiceRecipient = { name: string; addressLines: string[]; memberNumber: string; attention: string | null };

export type InvoiceLine = { description: string; servicePeriod: { from: IsoDate; to: IsoDate }; amountCents: Cents };

export type PaymentInstruction =
  | { kind: "transfer"; dueDate: IsoDate }
  | { kind: "direct_debit"; dueDate: IsoDate; mandateReference: string; creditorId: string; scheme: "CORE" | "B2B" };

/**
 * An issued invoice as a frozen snapshot (ADR 161): the PDF, the mail and every later view are
 * rendered from it, never from today's member or settings data, so a sent invoice can't
 * change. Corrections are new documents (kind "cancellation") pointing at the original.
 */
export type InvoiceDocument = {
  kind: "invoice" | "cancellation";
  number: string;
  issueDate: IsoDate;
  fiscalYear: number;
  issuer: InvoiceIssuer;
  recipient: InvoiceRecipient;
  lines: InvoiceLine[];
  taxTreatment: TaxTreatment;
  netCents: Cents;
  taxRateBasisPoints: number;
  taxCents: Cents;
  grossCents: Cents;
  taxNote: string | null;
  payment: PaymentInstruction | null;
  cancels: { number: string; issueDate: IsoDate; reason: string } | null;
};

type IssueInput = {
  number: string;
  issueDate: IsoDate;
  issuer: InvoiceIssuer;
  recipient: InvoiceRecipient;
  taxTreatment: TaxTreatment;
  paymentTermDays: number;
  /** The due date of a transfer decided by the fee run (sepa/collection-date.ts); default: the term from the invoice date. */
  dueDate?: IsoDate;
  directDebit: { mandateReference: string; creditorId: string; scheme: "CORE" | "B2B"; collectionDate: IsoDate } | null;
};

export function buildFeeInvoice(fee: Extract<AnnualFee, { kind: "due" }>, input: IssueInput): InvoiceDocument {
  const lines: InvoiceLine[] = [{ description: fee.basisText, servicePeriod: fee.servicePeriod, amountCents: fee.cents }];
  const totals = taxTotals(sumCents(lines.map((line) => line.amountCents)), input.taxTreatment);
  const payment: PaymentInstruction = input.directDebit
    ? { kind: "direct_debit", dueDate: input.directDebit.collectionDate, ...input.directDebit }
    : { kind: "transfer", dueDate: input.dueDate ?? addDays(input.issueDate, input.paymentTermDays) };
  return {
    kind: "invoice",
    number: input.number,
    issueDate: input.issueDate,
    fiscalYear: fee.fiscalYear,
    issuer: input.issuer,
    recipient: input.recipient,
    lines,
    taxTreatment: input.taxTreatment,
    netCents: totals.netCents,
    taxRateBasisPoints: totals.rateBasisPoints,
    taxCents: totals.taxCents,
    grossCents: totals.grossCents,
    taxNote: taxNote(input.taxTreatment),
    payment,
    cancels: null,
  };
}

/**
 * The cancellation invoice (Stornorechnung) for a sent invoice: its own number from the same
 * series, the original's lines negated, the same tax treatment, and a reference to the original
 * number and date. Whatever the original said stays as it was.
 */
export function buildCancellation(original: InvoiceDocument, input: { number: string; issueDate: IsoDate; reason: string }): InvoiceDocument {
  if (original.kind !== "invoice") throw new Error("only an invoice can be cancelled, not a cancellation");
  const lines = original.lines.map((line) => ({ ...line, amountCents: -line.amountCents }));
  const totals = taxTotals(sumCents(lines.map((line) => line.amountCents)), original.taxTreatment);
  return {
    ...original,
    kind: "cancellation",
    number: input.number,
    issueDate: input.issueDate,
    lines,
    netCents: totals.netCents,
    taxCents: totals.taxCents,
    grossCents: totals.grossCents,
    payment: null,
    cancels: { number: original.number, issueDate: original.issueDate, reason: input.reason },
  };
}

/**
 * Checks the mandatory invoice content of § 14 Abs. 4 UStG before a number is spent; returns
 * German messages naming what is missing (empty when the invoice may be issued).
 */
export function missingInvoiceFields(invoice: InvoiceDocument): string[] {
  const missing: string[] = [];
  const blank = (value: string | null | undefined) => !value || value.trim() === "";
  if (blank(invoice.issuer.name) || invoice.issuer.addressLines.length === 0) missing.push("Name und Anschrift des Verbandes");
  if (blank(invoice.recipient.name) || invoice.recipient.addressLines.length === 0) missing.push("Name und Anschrift des Mitglieds");
  if (blank(invoice.issuer.taxNumber) && blank(invoice.issuer.vatId)) missing.push("Steuernummer oder USt-IdNr. des Verbandes");
  if (blank(invoice.issueDate)) missing.push("Rechnungsdatum");
  if (blank(invoice.number)) missing.push("Rechnungsnummer");
  if (invoice.lines.length === 0 || invoice.lines.some((line) => blank(line.description))) missing.push("Art und Umfang der Leistung");
  if (invoice.lines.some((line) => blank(line.servicePeriod.from) || blank(line.servicePeriod.to))) missing.push("Leistungszeitraum");
  if (invoice.taxTreatment.kind !== "taxable" && blank(invoice.taxNote)) missing.push("Hinweis zur Umsatzsteuer");
  if (invoice.kind === "cancellation" && !invoice.cancels) missing.push("Bezug auf die stornierte Rechnung");
  return missing;
}

/** "01.01.2026 – 31.12.2026" */
export function formatServicePeriod(period: { from: IsoDate; to: IsoDate }): string {
  return `${formatGermanDate(period.from)} – ${formatGermanDate(period.to)}`;
}

/** The sentence telling the member how and when to pay. */
export function paymentText(invoice: InvoiceDocument): string | null {
  const payment = invoice.payment;
  if (!payment) return invoice.kind === "cancellation" ? "Bereits gezahlte Beträge erstatten wir oder verrechnen sie mit einer korrigierten Rechnung." : null;
  if (payment.kind === "transfer") {
    const bic = invoice.issuer.bank.bic ? `, BIC ${invoice.issuer.bank.bic}` : "";
    return `Bitte überweisen Sie den Betrag bis zum ${formatGermanDate(payment.dueDate)} auf das Konto ${invoice.issuer.bank.name}, IBAN ${formatIban(invoice.issuer.bank.iban)}${bic}, und geben Sie die Rechnungsnummer ${invoice.number} als Verwendungszweck an.`;
  }
  const scheme = payment.scheme === "B2B" ? "SEPA-Firmenlastschrift" : "SEPA-Basislastschrift";
  return `Den Betrag ziehen wir am ${formatGermanDate(payment.dueDate)} per ${scheme} ein (Mandatsreferenz ${payment.mandateReference}, Gläubiger-Identifikationsnummer ${payment.creditorId}). Bitte sorgen Sie für ausreichende Deckung.`;
}
