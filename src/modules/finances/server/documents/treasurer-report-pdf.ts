import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { a4Document, dataTable } from "#platform/pdf/document.ts";
import { membershipClassLabels } from "../../schema.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { formatEuro } from "../../domain/money.ts";
import type { ClassTotals, InvoiceBalance, TreasurerReport } from "../../domain/treasurer-report.ts";
import { classLabel } from "../../domain/treasurer-report-csv.ts";

/** The treasurer's report as a PDF for the assembly and the cash auditors (ADR 165). */
export function treasurerReportPdfDefinition(report: TreasurerReport, association: { name: string; footerText: string }): TDocumentDefinitions {
  const money = (pick: (row: ClassTotals) => number) => (row: ClassTotals) => formatEuro(pick(row));
  const summary = dataTable<ClassTotals>(
    [
      { header: "Mitgliedsart", value: classLabel, width: "*" },
      { header: "Rechn.", value: (row) => String(row.invoices), align: "right" },
      { header: "Berechnet", value: money((row) => row.billedCents), align: "right" },
      { header: "Storniert", value: money((row) => row.cancelledCents), align: "right" },
      { header: "Mahngeb.", value: money((row) => row.feesCents), align: "right" },
      { header: "Bezahlt", value: money((row) => row.paidCents), align: "right" },
      { header: "Abgeschr.", value: money((row) => row.writtenOffCents), align: "right" },
      { header: "Offen", value: money((row) => row.outstandingCents), align: "right" },
    ],
    report.classes,
    [
      "Gesamt",
      String(report.total.invoices),
      formatEuro(report.total.billedCents),
      formatEuro(report.total.cancelledCents),
      formatEuro(report.total.feesCents),
      formatEuro(report.total.paidCents),
      formatEuro(report.total.writtenOffCents),
      formatEuro(report.total.outstandingCents),
    ],
  );
  const openRows = report.balances.filter((row) => row.outstandingCents !== 0);
  const writtenOff = report.balances.filter((row) => row.writtenOffCents !== 0);
  const balanceTable = (rows: InvoiceBalance[], amount: (row: InvoiceBalance) => number, header: string) =>
    dataTable<InvoiceBalance>(
      [
        { header: "Rechnung", value: (row) => row.invoice.number },
        { header: "Mitglied", value: (row) => row.invoice.memberName, width: "*" },
        { header: "Mitgliedsart", value: (row) => membershipClassLabels[row.invoice.membershipClass] },
        { header, value: (row) => formatEuro(amount(row)), align: "right" },
      ],
      rows,
    );
  const content: Content[] = [
    { text: `Kassenbericht Geschäftsjahr ${report.fiscalYear}`, style: "title" },
    { text: `${association.name} · Stand ${formatGermanDate(report.asOf)} · Beträge in Euro`, style: "muted", margin: [0, 0, 0, 12] },
    { text: "Beiträge nach Mitgliedsart", style: "heading" },
    summary,
    { text: "Zahlungseingänge im Kalenderjahr", style: "heading" },
    {
      text: `Im Jahr ${report.fiscalYear} gingen ${formatEuro(report.total.cashReceivedCents)} an Beitragszahlungen ein (Rücklastschriften abgezogen), davon ${formatEuro(report.cashFromEarlierYearsCents)} für Beiträge früherer Jahre.`,
    },
    { text: "Offene Forderungen", style: "heading" },
    openRows.length > 0 ? balanceTable(openRows, (row) => row.outstandingCents, "Offen") : { text: "Keine offenen Forderungen.", style: "muted" },
    { text: "Abschreibungen", style: "heading" },
    writtenOff.length > 0 ? balanceTable(writtenOff, (row) => row.writtenOffCents, "Abgeschrieben") : { text: "Keine Abschreibungen.", style: "muted" },
    { text: "Geprüft durch die Kassenprüfer:", margin: [0, 36, 0, 24] },
    {
      columns: [{ text: "______________________________\nOrt, Datum, Unterschrift" }, { text: "______________________________\nOrt, Datum, Unterschrift" }],
      style: "small",
    },
  ];
  return a4Document({ title: `Kassenbericht ${report.fiscalYear}`, author: association.name, footerText: association.footerText, content });
}
