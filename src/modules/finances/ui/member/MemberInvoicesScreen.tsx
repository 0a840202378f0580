/**
 * A member company's invoices for its representatives: number, date, amount, what is still
 * open, and the PDF of record to download. The server scopes everything to the caller's company.
 */
import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ScreenProps } from "#shared/routes.ts";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { filtersForPage } from "#ui/backoffice/cursor-paging.ts";
import { formatEuro } from "../../domain/money.ts";
import type { OwnInvoice } from "../../answers.ts";
import { collectionLabel, invoiceStatusText } from "../labels.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { downloadOrToast } from "#ui/backoffice/save-file.ts";
import { financesApi } from "../finance-api.ts";
import "../finances.css";

export default function MemberInvoicesScreen({ route }: ScreenProps) {
  const [paging, setPaging] = useState<{ page: number; cursor?: string }>({ page: 1 });
  const invoices = useQuery({
    ...financesApi.listOwnInvoices.queryOptions({ query: { pageSize: 25, page: paging.page, cursor: paging.cursor } }),
    placeholderData: keepPreviousData,
  });
  const data = invoices.data;
  const columns: Column<OwnInvoice>[] = [
    {
      key: "number",
      header: "Rechnung",
      render: (row) => (
        <>
          {row.kind === "cancellation" ? "Stornorechnung " : ""}
          {row.number}
        </>
      ),
    },
    { key: "year", header: "Beitragsjahr", render: (row) => String(row.fiscalYear) },
    { key: "issue", header: "Datum", render: (row) => formatGermanDate(row.issueDate) },
    { key: "due", header: "Fällig", render: (row) => formatGermanDate(row.dueDate) },
    { key: "gross", header: "Betrag", className: "numeric", render: (row) => formatEuro(row.grossCents) },
    {
      key: "open",
      header: "Offen",
      className: "numeric",
      render: (row) => (row.kind === "invoice" && row.status === "open" ? formatEuro(row.openCents) : "–"),
    },
    { key: "status", header: "Status", render: (row) => <StatusBadge tone={invoiceStatusText(row).tone}>{invoiceStatusText(row).text}</StatusBadge> },
    {
      key: "collection",
      header: "Zahlungsweg",
      render: (row) =>
        collectionLabel(row) ? (
          <StatusBadge tone={collectionLabel(row)!.tone}>{collectionLabel(row)!.text}</StatusBadge>
        ) : row.kind === "invoice" ? (
          "Überweisung"
        ) : (
          "–"
        ),
    },
    {
      key: "pdf",
      header: "PDF",
      render: (row) => (
        <button
          type="button"
          className="button button--small"
          onClick={() => void downloadOrToast(financesApi.downloadOwnInvoicePdf.url({ params: { id: row.id } }), `Rechnung-${row.number}.pdf`)}
          aria-label={`Rechnung ${row.number} als PDF herunterladen`}
        >
          PDF herunterladen
        </button>
      ),
    },
  ];
  const lead = data?.companyName
    ? `Die Beitragsrechnungen der ${data.companyName}. Jede Rechnung kommt auch per E-Mail an Ihre Rechnungsadresse.`
    : "Die Beitragsrechnungen Ihres Unternehmens.";
  return (
    <section className="finances member-invoices">
      <PageHeader title={route.title} lead={lead} />
      {invoices.isPending ? <Spinner label="Rechnungen werden geladen …" /> : null}
      {invoices.isError ? <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} /> : null}
      {data ? (
        <>
          <DataTable
            caption="Rechnungen Ihres Unternehmens"
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.id}
            busy={invoices.isFetching}
            empty={
              data.companyName ? (
                <EmptyState title="Noch keine Rechnungen" text="Sobald der Verband den Jahresbeitrag berechnet, erscheint die Rechnung hier." />
              ) : (
                <EmptyState
                  title="Kein Mitgliedsunternehmen"
                  text="Ihr Konto ist keinem Mitgliedsunternehmen zugeordnet. Rechnungen sehen die Vertreterinnen und Vertreter eines Mitglieds."
                />
              )
            }
          />
          {data.total > data.pageSize ? (
            <Pagination
              label="Seiten der Rechnungsliste"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => setPaging((current) => filtersForPage(current, data, page))}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
