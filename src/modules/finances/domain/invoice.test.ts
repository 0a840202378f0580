import { describe, expect, it } from "vitest";
import type { AnnualFee } from "./annual-fee.ts";
import { buildCancellation, buildFeeInvoice, missingInvoiceFields, paymentText } from "./invoice.ts";
import { demoIssuer, demoRecipient } from "./invoice-fixtures.ts";

const fee: Extract<AnnualFee, { kind: "due" }> = {
  kind: "due",
  fiscalYear: 2026,
  fullYearCents: 120_000,
  cents: 70_000,
  months: 7,
  servicePeriod: { from: "2026-06-01", to: "2026-12-31" },
  basisText: "Mitgliedsbeitrag 2026 (Ordentliches Mitglied), anteilig 7/12 ab Eintritt",
};

const issue = (overrides: Partial<Parameters<typeof buildFeeInvoice>[1]> = {}) =>
  buildFeeInvoice(fee, {
    number: "2026-0001",
    issueDate: "2026-07-01",
    issuer: demoIssuer,
    recipient: demoRecipient,
    taxTreatment: { kind: "not_taxable" },
    paymentTermDays: 30,
    directDebit: null,
    ...overrides,
  });

describe("buildFeeInvoice", () => {
  it("freezes one line with the service period, no VAT and the reason for it", () => {
    const invoice = issue();
    expect(invoice.lines).toEqual([{ description: fee.basisText, servicePeriod: fee.servicePeriod, amountCents: 70_000 }]);
    expect(invoice).toMatchObject({ netCents: 70_000, taxCents: 0, grossCents: 70_000, taxRateBasisPoints: 0, kind: "invoice", cancels: null });
    expect(invoice.taxNote).toContain("nicht umsatzsteuerbar");
    expect(invoice.payment).toEqual({ kind: "transfer", dueDate: "2026-07-31" });
    expect(missingInvoiceFields(invoice)).toEqual([]);
  });

  it("adds VAT on top of the fee when the fee is configured as taxable", () => {
    const invoice = issue({ taxTreatment: { kind: "taxable", rateBasisPoints: 1900 } });
    expect(invoice).toMatchObject({ netCents: 70_000, taxCents: 13_300, grossCents: 83_300, taxRateBasisPoints: 1900, taxNote: null });
  });

  it("announces a direct debit with mandate and creditor id (the pre-notification)", () => {
    const invoice = issue({
      directDebit: { mandateReference: "VNSI-M0007-01", creditorId: "DE98ZZZ09999999999", scheme: "B2B", collectionDate: "2026-07-20" },
    });
    expect(paymentText(invoice)).toBe(
      "Den Betrag ziehen wir am 20.07.2026 per SEPA-Firmenlastschrift ein (Mandatsreferenz VNSI-M0007-01, Gläubiger-Identifikationsnummer DE98ZZZ09999999999). Bitte sorgen Sie für ausreichende Deckung.",
    );
  });

  it("asks for a transfer with IBAN and the invoice number as reference", () => {
    expect(paymentText(issue())).toBe(
      "Bitte überweisen Sie den Betrag bis zum 31.07.2026 auf das Konto Berliner Volksbank, IBAN DE45 1009 0000 1234 5678 90, BIC BEVODEBBXXX, und geben Sie die Rechnungsnummer 2026-0001 als Verwendungszweck an.",
    );
  });
});

describe("missingInvoiceFields", () => {
  it("names every missing mandatory field in German", () => {
    const invoice = issue({ issuer: { ...demoIssuer, taxNumber: null, vatId: " " }, recipient: { ...demoRecipient, addressLines: [] } });
    expect(missingInvoiceFields(invoice)).toEqual(["Name und Anschrift des Mitglieds", "Steuernummer oder USt-IdNr. des Verbandes"]);
  });

  it("accepts a VAT id instead of a tax number", () => {
    expect(missingInvoiceFields(issue({ issuer: { ...demoIssuer, taxNumber: null, vatId: "DE123456789" } }))).toEqual([]);
  });
});

describe("buildCancellation", () => {
  it("negates the original, keeps its tax treatment, takes a new number and points back", () => {
    const original = issue({ taxTreatment: { kind: "taxable", rateBasisPoints: 1900 } });
    const cancellation = buildCancellation(original, { number: "2026-0002", issueDate: "2026-08-03", reason: "Falsche Streckenlänge" });
    expect(cancellation).toMatchObject({
      kind: "cancellation",
      number: "2026-0002",
      issueDate: "2026-08-03",
      netCents: -70_000,
      taxCents: -13_300,
      grossCents: -83_300,
      payment: null,
      cancels: { number: "2026-0001", issueDate: "2026-07-01", reason: "Falsche Streckenlänge" },
    });
    expect(cancellation.lines[0]!.amountCents).toBe(-70_000);
    expect(original.grossCents).toBe(83_300);
    expect(missingInvoiceFields(cancellation)).toEqual([]);
    expect(paymentText(cancellation)).toContain("erstatten");
  });

  it("refuses to cancel a cancellation", () => {
    const cancellation = buildCancellation(issue(), { number: "2026-0002", issueDate: "2026-08-03", reason: "x" });
    expect(() => buildCancellation(cancellation, { number: "2026-0003", issueDate: "2026-08-03", reason: "y" })).toThrow();
  });
});
