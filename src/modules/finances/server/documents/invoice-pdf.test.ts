import { describe, expect, it } from "vitest";
import { renderPdf } from "#platform/pdf/render-pdf.ts";
import { buildCancellation, buildFeeInvoice } from "../../domain/invoice.ts";
import { demoIssuer, demoRecipient } from "../../domain/invoice-fixtures.ts";
import { invoicePdfDefinition } from "./invoice-pdf.ts";

const fee = {
  kind: "due" as const,
  fiscalYear: 2026,
  fullYearCents: 120_000,
  cents: 120_000,
  months: 12,
  servicePeriod: { from: "2026-01-01", to: "2026-12-31" },
  basisText: "Mitgliedsbeitrag 2026 (Ordentliches Mitglied, über 10 bis 50 km Streckenlänge)",
};
const invoice = buildFeeInvoice(fee, {
  number: "2026-0001",
  issueDate: "2026-01-15",
  issuer: demoIssuer,
  recipient: demoRecipient,
  taxTreatment: { kind: "not_taxable" },
  paymentTermDays: 30,
  directDebit: null,
});

/** All text of a pdfmake definition, depth first, to assert what the page will say. */
function textOf(node: unknown): string {
  if (typeof node === "string") return node;
  if (Array.isArray(node)) return node.map(textOf).join("\n");
  if (node && typeof node === "object") {
    const record = node as Record<string, unknown>;
    return ["text", "stack", "columns", "table", "body"].map((key) => (key in record ? textOf(record[key]) : "")).join("\n");
  }
  return "";
}

describe("invoice PDF", () => {
  const text = textOf(invoicePdfDefinition(invoice).content);

  it.each([
    ["issuer name and address", ["Verband Nichtbundeseigener Schieneninfrastruktur e.V. (VNSI)", "Reinhardtstraße 27", "10117 Berlin"]],
    ["recipient name and address", ["Havelländische Hafen- und Industriebahn GmbH", "z. Hd. Buchhaltung", "Am Hafenbecken 4", "14641 Nauen"]],
    ["tax number", ["Steuernummer", "27/663/54321"]],
    ["issue date and number", ["Rechnungsdatum", "15.01.2026", "Rechnungsnummer", "2026-0001"]],
    ["service and period", ["Mitgliedsbeitrag 2026 (Ordentliches Mitglied, über 10 bis 50 km Streckenlänge)", "01.01.2026 – 31.12.2026"]],
    ["amounts", ["Nettobetrag", "Rechnungsbetrag", "1.200,00\u00a0€"]],
    ["tax note instead of a rate", ["keine (siehe Hinweis)", "nicht umsatzsteuerbar"]],
    ["payment instruction", ["bis zum 14.02.2026", "IBAN DE45 1009 0000 1234 5678 90"]],
    ["register and representatives", ["Amtsgericht Charlottenburg, VR 41873 B", "Jens Wohlfahrt (Schatzmeister)"]],
  ])("shows the %s (§ 14 Abs. 4 UStG)", (_field, expected) => {
    for (const value of expected) expect(text).toContain(value);
  });

  it("shows rate and VAT amount for a taxable fee", () => {
    const taxable = buildFeeInvoice(fee, {
      number: "2026-0002",
      issueDate: "2026-01-15",
      issuer: demoIssuer,
      recipient: demoRecipient,
      taxTreatment: { kind: "taxable", rateBasisPoints: 1900 },
      paymentTermDays: 30,
      directDebit: null,
    });
    const taxableText = textOf(invoicePdfDefinition(taxable).content);
    expect(taxableText).toContain("Umsatzsteuer 19 %");
    expect(taxableText).toContain("228,00\u00a0€");
    expect(taxableText).toContain("1.428,00\u00a0€");
  });

  it("titles a cancellation and names the invoice it cancels", () => {
    const cancellation = buildCancellation(invoice, { number: "2026-0007", issueDate: "2026-02-01", reason: "Streckenlänge falsch erfasst" });
    const definition = invoicePdfDefinition(cancellation);
    const cancellationText = textOf(definition.content);
    expect(cancellationText).toContain("Stornorechnung 2026-0007");
    expect(cancellationText).toContain("hebt die Rechnung 2026-0001 vom 15.01.2026 vollständig auf. Grund: Streckenlänge falsch erfasst");
    expect(cancellationText).toContain("-1.200,00\u00a0€");
    expect(definition.info?.title).toBe("Stornorechnung 2026-0007");
  });

  it("renders to a PDF", async () => {
    const bytes = await renderPdf(invoicePdfDefinition(invoice));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(5_000);
  });
});
