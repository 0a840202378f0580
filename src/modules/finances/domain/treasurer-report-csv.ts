import { membershipClassLabels } from "../schema.ts";
import { toCsv } from "#shared/csv.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { formatEuroNumber } from "./money.ts";
import type { ClassTotals, TreasurerReport } from "./treasurer-report.ts";

export const classLabel = (row: ClassTotals) => (row.membershipClass === "total" ? "Gesamt" : membershipClassLabels[row.membershipClass]);

/** One row per fee invoice of the year: what the cash auditors tick off against the bank. */
export function treasurerReportCsv(report: TreasurerReport): string {
  const header = [
    "Rechnungsnummer",
    "Rechnungsdatum",
    "Mitglied",
    "Mitgliedsart",
    "Rechnungsbetrag",
    "Storniert",
    "Mahngebühren",
    "Bezahlt",
    "Abgeschrieben",
    "Offen",
  ];
  const rows = report.balances.map((row) => [
    row.invoice.number,
    formatGermanDate(row.invoice.issueDate),
    row.invoice.memberName,
    membershipClassLabels[row.invoice.membershipClass],
    formatEuroNumber(row.invoice.grossCents),
    formatEuroNumber(row.cancelledCents),
    formatEuroNumber(row.feesCents),
    formatEuroNumber(row.paidCents),
    formatEuroNumber(row.writtenOffCents),
    formatEuroNumber(row.outstandingCents),
  ]);
  return toCsv(header, rows, new Set([4, 5, 6, 7, 8, 9]));
}

/** The per-class summary as CSV, for the assembly's handout or the auditors' workbook. */
export function treasurerSummaryCsv(report: TreasurerReport): string {
  const header = [
    "Mitgliedsart",
    "Rechnungen",
    "Berechnet",
    "Storniert",
    "Mahngebühren",
    "Bezahlt",
    "Abgeschrieben",
    "Offen",
    `Zahlungseingang ${report.fiscalYear}`,
  ];
  const rows = [...report.classes, report.total].map((row) => [
    classLabel(row),
    row.invoices,
    formatEuroNumber(row.billedCents),
    formatEuroNumber(row.cancelledCents),
    formatEuroNumber(row.feesCents),
    formatEuroNumber(row.paidCents),
    formatEuroNumber(row.writtenOffCents),
    formatEuroNumber(row.outstandingCents),
    formatEuroNumber(row.cashReceivedCents),
  ]);
  return toCsv(header, rows, new Set([1, 2, 3, 4, 5, 6, 7, 8]));
}
