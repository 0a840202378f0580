import { describe, expect, it } from "vitest";
import { buildCancellation, buildFeeInvoice } from "./invoice.ts";
import { demoIssuer, demoRecipient } from "./invoice-fixtures.ts";
import { dunningMail, invoiceMail, preNotificationMail, returnedDebitMail } from "./mail-texts.ts";

const fee = {
  kind: "due" as const,
  fiscalYear: 2026,
  fullYearCents: 120_000,
  cents: 120_000,
  months: 12,
  servicePeriod: { from: "2026-01-01", to: "2026-12-31" },
  basisText: "Mitgliedsbeitrag 2026",
};
const base = {
  number: "2026-0001",
  issueDate: "2026-01-15",
  issuer: demoIssuer,
  recipient: demoRecipient,
  taxTreatment: { kind: "not_taxable" as const },
  paymentTermDays: 30,
};

describe("finance mails", () => {
  it("asks for a transfer with the invoice number", () => {
    const mail = invoiceMail(buildFeeInvoice(fee, { ...base, directDebit: null }));
    expect(mail.subject).toBe("Rechnung 2026-0001 – Mitgliedsbeitrag 2026");
    expect(mail.paragraphs.join("\n")).toContain("bis zum 14.02.2026 unter Angabe der Rechnungsnummer 2026-0001");
    expect(mail.fields).toContainEqual(["IBAN", "DE45 1009 0000 1234 5678 90"]);
  });

  it("doubles as the pre-notification when the invoice is collected by direct debit", () => {
    const mail = invoiceMail(
      buildFeeInvoice(fee, {
        ...base,
        directDebit: { mandateReference: "VNSI-M0007-01", creditorId: "DE98ZZZ09999999999", scheme: "B2B", collectionDate: "2026-02-16" },
      }),
    );
    expect(mail.paragraphs.join("\n")).toContain("am 16.02.2026 per SEPA-Firmenlastschrift (B2B)");
    expect(mail.paragraphs.join("\n")).toContain("Vorabankündigung");
    expect(mail.fields).toContainEqual(["Mandatsreferenz", "VNSI-M0007-01"]);
  });

  it("announces a cancellation with the cancelled invoice", () => {
    const cancellation = buildCancellation(buildFeeInvoice(fee, { ...base, directDebit: null }), {
      number: "2026-0009",
      issueDate: "2026-03-01",
      reason: "Doppelt berechnet",
    });
    expect(invoiceMail(cancellation).subject).toBe("Stornorechnung 2026-0009 zu Rechnung 2026-0001");
  });

  it("pre-notifies a collection with amount, date, mandate and creditor id", () => {
    const mail = preNotificationMail({
      invoiceNumber: "2026-0001",
      amountCents: 120_000,
      collectionDate: "2026-02-16",
      mandateReference: "VNSI-M0007-01",
      creditorId: "DE98ZZZ09999999999",
      scheme: "CORE",
      ibanMasked: "DE89 **** **** **** **30 00",
    });
    expect(mail.paragraphs[1]).toBe(
      "wir ziehen am 16.02.2026 1.200,00\u00a0€ für die Rechnung 2026-0001 per SEPA-Basislastschrift (CORE) von Ihrem Konto ein. Bitte sorgen Sie für ausreichende Deckung.",
    );
    expect(mail.fields.map(([label]) => label)).toEqual(["Betrag", "Fälligkeit", "Konto", "Mandatsreferenz", "Gläubiger-ID"]);
  });

  it("adds fees to the amount due and cites the statutes at the last level", () => {
    const reminder = dunningMail({
      step: { level: 1, title: "Zahlungserinnerung", feeCents: 0, sendOn: "2026-03-01", deadline: "2026-03-15" },
      invoiceNumber: "2026-0001",
      invoiceDate: "2026-01-15",
      openCents: 120_000,
      feesCents: 0,
      bankName: "Bank",
      iban: "DE45100900001234567890",
    });
    expect(reminder.subject).toBe("Zahlungserinnerung: Rechnung 2026-0001");
    expect(reminder.paragraphs.join("\n")).not.toContain("§ 3 Abs. 9");
    const last = dunningMail({
      step: { level: 3, title: "2. Mahnung", feeCents: 1_000, sendOn: "2026-04-11", deadline: "2026-04-21" },
      invoiceNumber: "2026-0001",
      invoiceDate: "2026-01-15",
      openCents: 120_000,
      feesCents: 1_500,
      bankName: "Bank",
      iban: "DE45100900001234567890",
    });
    expect(last.paragraphs.join("\n")).toContain("Bitte überweisen Sie 1.215,00\u00a0€ bis zum 21.04.2026");
    expect(last.paragraphs.join("\n")).toContain("§ 3 Abs. 9");
    expect(last.fields).toContainEqual(["Mahngebühren", "15,00\u00a0€"]);
  });

  it("explains a returned debit", () => {
    const mail = returnedDebitMail({
      invoiceNumber: "2026-0004",
      amountCents: 54_167,
      reasonText: "Deckung unzureichend",
      bankName: "Bank",
      iban: "DE45100900001234567890",
      payBy: "2026-03-16",
    });
    expect(mail.paragraphs[1]).toBe("die Lastschrift über 541,67\u00a0€ für die Rechnung 2026-0004 wurde von Ihrer Bank zurückgegeben (Deckung unzureichend).");
  });
});
