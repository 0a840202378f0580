import { sepaSchemeLabels } from "./sepa/mandate.ts";
import { formatIban } from "./sepa/iban.ts";
import type { DunningStep } from "./dunning.ts";
import type { InvoiceDocument } from "./invoice.ts";
import { formatGermanDate, type IsoDate } from "#shared/dates.ts";
import { formatEuro, type Cents } from "./money.ts";

/**
 * German texts of the finance mails, as data: a subject, paragraphs and a label/value list.
 * The server renders them with the platform's mail layout (text and escaped HTML), so no
 * member-supplied value is ever interpreted as HTML.
 */
export type MailText = { subject: string; paragraphs: string[]; fields: Array<[string, string]> };

const greeting = "Sehr geehrte Damen und Herren,";
const closing = "Mit freundlichen Grüßen\nIhr Verband Nichtbundeseigener Schieneninfrastruktur e.V.";

export function invoiceMail(invoice: InvoiceDocument): MailText {
  if (invoice.kind === "cancellation") {
    return {
      subject: `Stornorechnung ${invoice.number} zu Rechnung ${invoice.cancels?.number ?? ""}`.trim(),
      paragraphs: [
        greeting,
        `anbei erhalten Sie die Stornorechnung ${invoice.number}. Sie hebt die Rechnung ${invoice.cancels?.number} vom ${formatGermanDate(invoice.cancels!.issueDate)} vollständig auf.`,
        closing,
      ],
      fields: [
        ["Stornorechnung", invoice.number],
        ["Betrag", formatEuro(invoice.grossCents)],
        ["Grund", invoice.cancels?.reason ?? ""],
      ],
    };
  }
  const payment = invoice.payment;
  const howToPay =
    payment?.kind === "direct_debit"
      ? `Den Betrag ziehen wir am ${formatGermanDate(payment.dueDate)} per ${sepaSchemeLabels[payment.scheme]} von Ihrem Konto ein. Diese Nachricht ist zugleich die Vorabankündigung (Pre-Notification) der Lastschrift.`
      : `Bitte überweisen Sie den Betrag bis zum ${formatGermanDate(payment?.dueDate ?? invoice.issueDate)} unter Angabe der Rechnungsnummer ${invoice.number}.`;
  return {
    subject: `Rechnung ${invoice.number} – Mitgliedsbeitrag ${invoice.fiscalYear}`,
    paragraphs: [greeting, `anbei erhalten Sie die Rechnung über Ihren Mitgliedsbeitrag für das Geschäftsjahr ${invoice.fiscalYear}.`, howToPay, closing],
    fields: [
      ["Rechnungsnummer", invoice.number],
      ["Rechnungsdatum", formatGermanDate(invoice.issueDate)],
      ["Betrag", formatEuro(invoice.grossCents)],
      ...(payment?.kind === "direct_debit"
        ? ([
            ["Mandatsreferenz", payment.mandateReference],
            ["Gläubiger-ID", payment.creditorId],
          ] as Array<[string, string]>)
        : ([
            ["Empfänger", invoice.issuer.name],
            ["IBAN", formatIban(invoice.issuer.bank.iban)],
          ] as Array<[string, string]>)),
    ],
  };
}

export function preNotificationMail(input: {
  invoiceNumber: string;
  amountCents: Cents;
  collectionDate: IsoDate;
  mandateReference: string;
  creditorId: string;
  scheme: "CORE" | "B2B";
  ibanMasked: string;
}): MailText {
  return {
    subject: `Vorabankündigung SEPA-Lastschrift zu Rechnung ${input.invoiceNumber}`,
    paragraphs: [
      greeting,
      `wir ziehen am ${formatGermanDate(input.collectionDate)} ${formatEuro(input.amountCents)} für die Rechnung ${input.invoiceNumber} per ${sepaSchemeLabels[input.scheme]} von Ihrem Konto ein. Bitte sorgen Sie für ausreichende Deckung.`,
      ...(input.scheme === "B2B"
        ? ["Bei einer Firmenlastschrift prüft Ihre Bank das Mandat vor der Belastung; bitte stellen Sie sicher, dass es dort hinterlegt ist."]
        : []),
      closing,
    ],
    fields: [
      ["Betrag", formatEuro(input.amountCents)],
      ["Fälligkeit", formatGermanDate(input.collectionDate)],
      ["Konto", input.ibanMasked],
      ["Mandatsreferenz", input.mandateReference],
      ["Gläubiger-ID", input.creditorId],
    ],
  };
}

export function dunningMail(input: {
  step: DunningStep;
  invoiceNumber: string;
  invoiceDate: IsoDate;
  openCents: Cents;
  feesCents: Cents;
  bankName: string;
  iban: string;
}): MailText {
  const total = input.openCents + input.feesCents;
  const final = input.step.level >= 3;
  return {
    subject: `${input.step.title}: Rechnung ${input.invoiceNumber}`,
    paragraphs: [
      greeting,
      input.step.level === 1
        ? `sicher ist es Ihrer Aufmerksamkeit entgangen: Die Rechnung ${input.invoiceNumber} vom ${formatGermanDate(input.invoiceDate)} ist noch nicht beglichen.`
        : `die Rechnung ${input.invoiceNumber} vom ${formatGermanDate(input.invoiceDate)} ist trotz Erinnerung weiterhin offen.`,
      `Bitte überweisen Sie ${formatEuro(total)} bis zum ${formatGermanDate(input.step.deadline)} unter Angabe der Rechnungsnummer.`,
      ...(final
        ? [
            "Nach § 3 Abs. 9 der Satzung kann ein Mitglied, das trotz zweimaliger Mahnung länger als sechs Monate mit dem Beitrag im Rückstand ist, durch die Mitgliederversammlung ausgeschlossen werden.",
          ]
        : []),
      "Die Rechnung finden Sie noch einmal im Anhang. Sollten Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.",
      closing,
    ],
    fields: [
      ["Rechnung", input.invoiceNumber],
      ["Offener Betrag", formatEuro(input.openCents)],
      ...(input.feesCents > 0 ? ([["Mahngebühren", formatEuro(input.feesCents)]] as Array<[string, string]>) : []),
      ["Zu zahlen", formatEuro(total)],
      ["Zahlbar bis", formatGermanDate(input.step.deadline)],
      ["Bank", input.bankName],
      ["IBAN", formatIban(input.iban)],
    ],
  };
}

export function returnedDebitMail(input: {
  invoiceNumber: string;
  amountCents: Cents;
  reasonText: string;
  bankName: string;
  iban: string;
  payBy: IsoDate;
}): MailText {
  return {
    subject: `Rücklastschrift zu Rechnung ${input.invoiceNumber}`,
    paragraphs: [
      greeting,
      `die Lastschrift über ${formatEuro(input.amountCents)} für die Rechnung ${input.invoiceNumber} wurde von Ihrer Bank zurückgegeben (${input.reasonText}).`,
      `Bitte überweisen Sie den Betrag bis zum ${formatGermanDate(input.payBy)} oder teilen Sie uns eine neue Bankverbindung für ein neues Mandat mit.`,
      closing,
    ],
    fields: [
      ["Rechnung", input.invoiceNumber],
      ["Betrag", formatEuro(input.amountCents)],
      ["Bank", input.bankName],
      ["IBAN", formatIban(input.iban)],
    ],
  };
}
