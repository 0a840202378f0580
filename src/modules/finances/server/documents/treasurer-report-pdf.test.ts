import { describe, expect, it } from "vitest";
import { renderPdf } from "#platform/pdf/render-pdf.ts";
import { treasurerReport } from "../../domain/treasurer-report.ts";
import { treasurerReportPdfDefinition } from "./treasurer-report-pdf.ts";

describe("treasurer's report PDF", () => {
  const invoice = (id: string, membershipClass: "ordinary" | "supporting", grossCents: number) => ({
    id,
    number: `2026-000${id}`,
    kind: "invoice" as const,
    cancelsId: null,
    fiscalYear: 2026,
    membershipClass,
    memberName: `Mitglied ${id}`,
    issueDate: "2026-01-15",
    grossCents,
  });
  const report = treasurerReport({
    fiscalYear: 2026,
    asOf: "2026-12-31",
    invoices: [invoice("1", "ordinary", 120_000), invoice("2", "ordinary", 50_000), invoice("3", "supporting", 30_000)],
    payments: [{ invoiceId: "1", cents: 120_000, receivedOn: "2026-02-01" }],
    writeOffs: [{ invoiceId: "3", cents: 30_000, writtenOffOn: "2026-11-01", reason: "Insolvenz" }],
    fees: [],
  });
  const definition = treasurerReportPdfDefinition(report, { name: "VNSI e.V.", footerText: "VNSI e.V. · Kassenbericht 2026" });

  it("has summary, cash, open items, write-offs and signature lines", () => {
    const text = JSON.stringify(definition.content);
    for (const expected of [
      "Kassenbericht Geschäftsjahr 2026",
      "Beiträge nach Mitgliedsart",
      "Zahlungseingänge im Kalenderjahr",
      "Offene Forderungen",
      "2026-0002",
      "Abschreibungen",
      "2026-0003",
      "Kassenprüfer",
    ]) {
      expect(text).toContain(expected);
    }
    expect(definition.info?.title).toBe("Kassenbericht 2026");
  });

  it("renders as a PDF", async () => {
    const bytes = await renderPdf(definition);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  });
});
