/** The treasurer's report per fiscal year, with PDF and CSV for the assembly and the cash auditors. */
import { yearsSinceFounding } from "#shared/association.ts";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { formatEuro } from "../domain/money.ts";
import type { ClassTotals } from "../domain/treasurer-report.ts";
import { membershipClassLabels } from "../schema.ts";
import { financesApi } from "./finance-api.ts";
import { downloadOrToast } from "#ui/backoffice/save-file.ts";
import { currentYear } from "./labels.ts";
import { formatGermanDate } from "#shared/dates.ts";

export function ReportPanel() {
  const [year, setYear] = useState(currentYear());
  const report = useQuery(financesApi.getReport.queryOptions({ params: { year } }));
  const money = (pick: (row: ClassTotals) => number) => (row: ClassTotals) => formatEuro(pick(row));
  const columns: Column<ClassTotals>[] = [
    {
      key: "class",
      header: "Mitgliedsart",
      render: (row) => (row.membershipClass === "total" ? <strong>Gesamt</strong> : membershipClassLabels[row.membershipClass]),
    },
    { key: "count", header: "Rechnungen", className: "numeric", render: (row) => String(row.invoices) },
    { key: "billed", header: "Berechnet", className: "numeric", render: money((row) => row.billedCents) },
    { key: "cancelled", header: "Storniert", className: "numeric", render: money((row) => row.cancelledCents) },
    { key: "paid", header: "Bezahlt", className: "numeric", render: money((row) => row.paidCents) },
    { key: "written", header: "Abgeschrieben", className: "numeric", render: money((row) => row.writtenOffCents) },
    { key: "open", header: "Offen", className: "numeric", render: money((row) => row.outstandingCents) },
  ];
  return (
    <div className="report">
      <div className="filter-bar">
        <SelectField
          id="report-year"
          label="Geschäftsjahr"
          options={yearsSinceFounding(currentYear() + 1, currentYear() - 2).map((value) => ({ value: String(value), label: String(value) }))}
          value={String(year)}
          onChange={(event) => setYear(Number(event.target.value))}
        />
        <div className="button-row filter-bar__action">
          <button
            type="button"
            className="button"
            onClick={() => void downloadOrToast(financesApi.downloadReportPdf.url({ params: { year } }), `Kassenbericht-${year}.pdf`)}
          >
            PDF
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void downloadOrToast(financesApi.downloadReportInvoicesCsv.url({ params: { year } }), `Kassenbericht-${year}-Rechnungen.csv`)}
          >
            CSV Rechnungen
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void downloadOrToast(financesApi.downloadReportSummaryCsv.url({ params: { year } }), `Kassenbericht-${year}-Uebersicht.csv`)}
          >
            CSV Übersicht
          </button>
        </div>
      </div>
      {report.isPending ? <Spinner label="Kassenbericht wird berechnet …" /> : null}
      {report.isError ? <QueryError error={report.error} onRetry={() => void report.refetch()} /> : null}
      {report.data ? (
        <>
          <DataTable
            caption={`Kassenbericht ${year} nach Mitgliedsart`}
            columns={columns}
            rows={[...report.data.classes, report.data.total]}
            rowKey={(row) => row.membershipClass}
          />
          <p className="muted">
            Stand {formatGermanDate(report.data.asOf)}. Zahlungseingänge im Kalenderjahr {year}: {formatEuro(report.data.total.cashReceivedCents)}, davon{" "}
            {formatEuro(report.data.cashFromEarlierYearsCents)} für frühere Jahre.
          </p>
        </>
      ) : null}
    </div>
  );
}
