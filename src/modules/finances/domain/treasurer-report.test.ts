import { describe, expect, it } from "vitest";
import { toCsv } from "#shared/csv.ts";
import { treasurerReport, type ReportInput, type ReportInvoice } from "./treasurer-report.ts";
import { treasurerReportCsv, treasurerSummaryCsv } from "./treasurer-report-csv.ts";

const invoice = (id: string, overrides: Partial<ReportInvoice> = {}): ReportInvoice => ({
  id,
  number: `2026-${id.padStart(4, "0")}`,
  kind: "invoice",
  cancelsId: null,
  fiscalYear: 2026,
  membershipClass: "ordinary",
  memberName: `Mitglied ${id}`,
  issueDate: "2026-01-15",
  grossCents: 120_000,
  ...overrides,
});

const input: ReportInput = {
  fiscalYear: 2026,
  asOf: "2026-12-31",
  invoices: [
    invoice("1"),
    invoice("2"),
    invoice("3", { membershipClass: "supporting", grossCents: 30_000 }),
    invoice("4", { grossCents: 50_000 }),
    invoice("5", { kind: "cancellation", cancelsId: "4", grossCents: -50_000, issueDate: "2026-02-01" }),
    invoice("6", { grossCents: 70_000, issueDate: "2026-07-01" }),
    invoice("9", { fiscalYear: 2025, number: "2025-0099", issueDate: "2025-01-15" }),
    invoice("10", { issueDate: "2027-01-05" }),
  ],
  payments: [
    { invoiceId: "1", cents: 120_000, receivedOn: "2026-02-10" },
    { invoiceId: "3", cents: 30_000, receivedOn: "2026-02-16" },
    { invoiceId: "3", cents: -30_000, receivedOn: "2026-02-20" }, // returned debit
    { invoiceId: "3", cents: 30_000, receivedOn: "2026-03-20" },
    { invoiceId: "9", cents: 120_000, receivedOn: "2026-01-08" }, // last year's fee, paid this year
    { invoiceId: "2", cents: 20_000, receivedOn: "2027-01-03" }, // after the report date
  ],
  writeOffs: [{ invoiceId: "6", cents: 70_000, writtenOffOn: "2026-12-15", reason: "Insolvenz" }],
  fees: [{ invoiceId: "2", cents: 500, chargedOn: "2026-03-21" }],
};

describe("treasurerReport", () => {
  const report = treasurerReport(input);

  it("totals the fee year per class: billed, cancelled, fees, paid, written off, outstanding", () => {
    expect(report.classes.find((row) => row.membershipClass === "ordinary")).toEqual({
      membershipClass: "ordinary",
      invoices: 3,
      billedCents: 360_000,
      cancelledCents: -50_000,
      feesCents: 500,
      paidCents: 120_000,
      writtenOffCents: 70_000,
      outstandingCents: 120_500,
      cashReceivedCents: 240_000,
    });
    expect(report.classes.find((row) => row.membershipClass === "supporting")).toMatchObject({
      invoices: 1,
      billedCents: 30_000,
      paidCents: 30_000,
      outstandingCents: 0,
      cashReceivedCents: 30_000,
    });
    expect(report.classes.find((row) => row.membershipClass === "honorary")).toMatchObject({ invoices: 0, billedCents: 0 });
  });

  it("adds the classes up to the total and separates cash for earlier years", () => {
    expect(report.total).toMatchObject({ invoices: 4, billedCents: 390_000, outstandingCents: 120_500, cashReceivedCents: 270_000 });
    expect(report.cashFromEarlierYearsCents).toBe(120_000);
  });

  it("ignores what happened after the report date and invoices of other years", () => {
    expect(report.balances.map((row) => row.invoice.number)).toEqual(["2026-0001", "2026-0002", "2026-0003", "2026-0004", "2026-0006"]);
    expect(report.balances.find((row) => row.invoice.id === "2")).toMatchObject({ paidCents: 0, feesCents: 500, outstandingCents: 120_500 });
  });
});

describe("report exports", () => {
  const report = treasurerReport(input);

  it("writes a detail CSV for the cash auditors with German numbers", () => {
    const csv = treasurerReportCsv(report);
    expect(
      csv.startsWith("\ufeffRechnungsnummer;Rechnungsdatum;Mitglied;Mitgliedsart;Rechnungsbetrag;Storniert;Mahngebühren;Bezahlt;Abgeschrieben;Offen\r\n"),
    ).toBe(true);
    expect(csv).toContain("2026-0004;15.01.2026;Mitglied 4;Ordentliches Mitglied;500,00;-500,00;0,00;0,00;0,00;0,00\r\n");
    expect(csv.trimEnd().split("\r\n")).toHaveLength(6);
  });

  it("writes the per-class summary CSV with a total row", () => {
    const csv = treasurerSummaryCsv(report);
    expect(csv).toContain("Gesamt;4;3.900,00;-500,00;5,00;1.500,00;700,00;1.205,00;2.700,00\r\n");
  });
});

describe("toCsv", () => {
  it("quotes separators and quotes, and defuses formulas in text cells", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x;y", 'sagt "hallo"'],
          ["=HYPERLINK(1)", "-5,00"],
        ],
        new Set([1]),
      ),
    ).toBe('\ufeffa;b\r\n"x;y";"sagt ""hallo"""\r\n\'=HYPERLINK(1);-5,00\r\n');
  });
});
