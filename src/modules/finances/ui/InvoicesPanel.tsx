/** The invoice list (all or overdue only): search, year and status filters, keyset pages, detail. */
import { yearsSinceFounding } from "#shared/association.ts";
import { useState } from "react";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { filtersForPage } from "#ui/backoffice/cursor-paging.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { formatEuro } from "../domain/money.ts";
import type { InvoiceSummary } from "../answers.ts";
import { invoiceStatuses, invoiceStatusLabels, membershipClassLabels } from "../schema.ts";
import { financesApi, useFinanceMutation, useInvoices, type InvoiceFilters } from "./finance-api.ts";
import { InvoiceDetailDialog } from "./InvoiceDetailDialog.tsx";
import { collectionLabel, currentYear, invoiceStatusText } from "./labels.ts";
import { formatGermanDate } from "#shared/dates.ts";

/** The status filter's <select> value, narrowed to a status the list knows ("" = all). */
const statusFilter = (value: string) => invoiceStatuses.find((status) => status === value);

const YEARS = yearsSinceFounding(currentYear() + 1, currentYear() - 3).map(String);

export function InvoicesPanel({ overdueOnly = false }: { overdueOnly?: boolean }) {
  const [search, setSearch] = useState("");
  const [year, setYear] = useState("");
  const [status, setStatus] = useState("");
  const [filters, setFilters] = useState<InvoiceFilters>({ page: 1, ...(overdueOnly ? { overdue: "1", sort: "due_date", dir: "asc" } : {}) });
  const [opened, setOpened] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim());
  const request: InvoiceFilters = {
    ...filters,
    q: q || undefined,
    fiscalYear: year ? Number(year) : undefined,
    status: overdueOnly ? undefined : statusFilter(status),
  };
  const invoices = useInvoices(request);
  const dunning = useFinanceMutation(() => financesApi.runDunning.call(), {
    success: (result) => result.message,
    failure: "Mahnlauf nicht möglich",
  });
  const reset = (change: () => void) => {
    change();
    setFilters(({ cursor: _cursor, ...rest }) => ({ ...rest, page: 1 }));
  };

  const columns: Column<InvoiceSummary>[] = [
    {
      key: "number",
      header: "Rechnung",
      render: (row) => (
        <button type="button" className="link-button" onClick={() => setOpened(row.id)}>
          {row.number}
        </button>
      ),
    },
    {
      key: "member",
      header: "Mitglied",
      render: (row) => (
        <>
          {row.memberName}
          <br />
          <span className="muted">{membershipClassLabels[row.membershipClass]}</span>
        </>
      ),
    },
    { key: "issue", header: "Datum", render: (row) => formatGermanDate(row.issueDate) },
    { key: "due", header: "Fällig", render: (row) => formatGermanDate(row.dueDate) },
    { key: "gross", header: "Betrag", className: "numeric", render: (row) => formatEuro(row.grossCents) },
    { key: "open", header: "Offen", className: "numeric", render: (row) => (row.kind === "invoice" ? formatEuro(row.openCents) : "–") },
    {
      key: "status",
      header: "Status",
      render: (row) => (
        <>
          <StatusBadge tone={invoiceStatusText(row).tone}>{invoiceStatusText(row).text}</StatusBadge>
          {collectionLabel(row) ? (
            <>
              {" "}
              <StatusBadge tone={collectionLabel(row)!.tone}>{collectionLabel(row)!.text}</StatusBadge>
            </>
          ) : null}
          {row.dunningLevel > 0 ? <span className="muted"> · Mahnstufe {row.dunningLevel}</span> : null}
          {row.dunningHold && row.status === "open" ? (
            <>
              {" "}
              <StatusBadge tone="neutral">Mahnsperre</StatusBadge>
            </>
          ) : null}
          {row.exclusionPossible ? (
            <>
              {" "}
              <StatusBadge tone="danger">Ausschluss möglich</StatusBadge>
            </>
          ) : null}
        </>
      ),
    },
  ];

  const empty = overdueOnly ? (
    <EmptyState title="Nichts überfällig" text="Alle fälligen Rechnungen sind bezahlt, storniert, abgeschrieben oder im Lastschrifteinzug." />
  ) : (
    <EmptyState
      title="Keine Rechnungen"
      text={
        q || year || status
          ? "Zu dieser Suche passt keine Rechnung. Ändern Sie Suche oder Filter."
          : "Rechnungen entstehen im Beitragslauf. Legen Sie zuerst die Beitragsordnung des Jahres an und starten Sie dann den Lauf."
      }
    />
  );

  return (
    <>
      <div className="filter-bar" role="search" aria-label="Rechnungen filtern">
        <SearchField
          id={overdueOnly ? "overdue-search" : "invoice-search"}
          label="Suche"
          placeholder="Rechnungsnummer oder Mitglied"
          value={search}
          onChange={(value) => reset(() => setSearch(value))}
        />
        <SelectField
          id={overdueOnly ? "overdue-year" : "invoice-year"}
          label="Geschäftsjahr"
          placeholder="Alle Jahre"
          options={YEARS.map((value) => ({ value, label: value }))}
          value={year}
          onChange={(event) => reset(() => setYear(event.target.value))}
        />
        {overdueOnly ? (
          <button type="button" className="button button--primary filter-bar__action" disabled={dunning.isPending} onClick={() => dunning.mutate(undefined)}>
            {dunning.isPending ? "Mahnungen werden versandt …" : "Fällige Mahnungen versenden"}
          </button>
        ) : (
          <SelectField
            id="invoice-status"
            label="Status"
            placeholder="Alle"
            options={invoiceStatuses.map((value) => ({ value, label: invoiceStatusLabels[value] }))}
            value={status}
            onChange={(event) => reset(() => setStatus(event.target.value))}
          />
        )}
      </div>
      {invoices.isError ? <QueryError error={invoices.error} onRetry={() => void invoices.refetch()} /> : null}
      {invoices.isPending ? <Spinner label="Rechnungen werden geladen …" /> : null}
      {invoices.data ? (
        <>
          <DataTable
            caption={overdueOnly ? "Überfällige Rechnungen" : "Rechnungen"}
            columns={columns}
            rows={invoices.data.items}
            rowKey={(row) => row.id}
            busy={invoices.isFetching}
            empty={empty}
          />
          {invoices.data.total > 0 ? (
            <Pagination
              label={overdueOnly ? "Seiten der Überfälligkeitsliste" : "Seiten der Rechnungsliste"}
              page={invoices.data.page}
              pageSize={invoices.data.pageSize}
              total={invoices.data.total}
              onPageChange={(page) => setFilters((current) => filtersForPage(current, invoices.data!, page))}
            />
          ) : null}
        </>
      ) : null}
      <InvoiceDetailDialog id={opened} onClose={() => setOpened(null)} />
    </>
  );
}
