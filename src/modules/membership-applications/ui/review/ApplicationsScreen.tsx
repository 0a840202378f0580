/**
 * /backend/members/applications (board): incoming membership applications with status filter,
 * search, sorting and paging; a row opens the full application with the review steps.
 */
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import type { ScreenProps } from "#shared/routes.ts";
import { routes } from "#shared/routes.ts";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { filtersForPage } from "#ui/backoffice/cursor-paging.ts";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from "../../domain/application-status.ts";
import type { ApplicationSort } from "../../schema/review.ts";
import { ApplicationDetailDialog } from "./ApplicationDetailDialog.tsx";
import { AssembliesPanel } from "./AssembliesPanel.tsx";
import { ApplicationTable } from "./ApplicationTable.tsx";
import { useApplications, type ApplicationFilters } from "./applications-api.ts";
import "#ui/backoffice/register.css";

export default function ApplicationsScreen({ route }: ScreenProps) {
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Omit<ApplicationFilters, "q">>({ status: "", sort: "created_at", dir: "desc", page: 1, cursor: undefined });
  const q = useDebouncedValue(search.trim());
  const list = useApplications({ ...filters, q });
  // ?antrag=<id> opens one application (the dashboards and the notification link here).
  const [params, setParams] = useSearchParams();
  const openId = params.get("antrag");
  const setOpenId = (id: string | null) => setParams(id ? { antrag: id } : {}, { replace: !id });
  const filtered = Boolean(q || filters.status);

  const empty = filtered ? (
    <EmptyState
      title="Kein Antrag gefunden"
      text="Zu dieser Suche oder diesem Status gibt es keinen Mitgliedsantrag. Ändern Sie die Suche oder zeigen Sie alle Anträge."
      action={
        <button
          type="button"
          className="button"
          onClick={() => {
            setSearch("");
            setFilters({ ...filters, status: "", page: 1, cursor: undefined });
          }}
        >
          Alle Anträge zeigen
        </button>
      }
    />
  ) : (
    <EmptyState
      title="Noch keine Mitgliedsanträge"
      text="Anträge, die Unternehmen über das Formular unter /mitgliedsantrag absenden, erscheinen hier zur Prüfung. Verweisen Sie Interessenten auf diese Seite."
      action={
        <a className="button" href="/mitgliedsantrag">
          Zum Antragsformular
        </a>
      }
    />
  );

  return (
    <section className="back-office-members">
      <PageHeader
        title={route.title}
        lead="Eingegangene Anträge prüfen; über die Aufnahme entscheidet der Vorstand. Jede Entscheidung wird mit Begründung, Datum und entscheidender Person gespeichert."
      >
        <Link className="button button--outline" to={routes.members.path}>
          Zur Mitgliederliste
        </Link>
      </PageHeader>
      <div className="filter-bar" role="search" aria-label="Anträge filtern">
        <SearchField
          id="application-search"
          label="Suche"
          placeholder="Unternehmen, Ort, Name oder E-Mail"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setFilters((f) => ({ ...f, page: 1, cursor: undefined }));
          }}
        />
        <SelectField
          id="application-status-filter"
          label="Status"
          placeholder="Alle Status"
          options={APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))}
          value={filters.status}
          onChange={(event) => setFilters({ ...filters, status: event.target.value as ApplicationFilters["status"], page: 1, cursor: undefined })}
        />
      </div>
      {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <Spinner label="Anträge werden geladen …" /> : null}
      {list.data ? (
        <>
          <ApplicationTable
            rows={list.data.items}
            busy={list.isFetching}
            empty={empty}
            sort={{ key: filters.sort, dir: filters.dir }}
            onSortChange={(next) => setFilters({ ...filters, sort: next.key as ApplicationSort, dir: next.dir, page: 1, cursor: undefined })}
            onOpen={(a) => setOpenId(a.id)}
          />
          {list.data.total > 0 ? (
            <Pagination
              label="Seiten der Antragsliste"
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(page) => setFilters(filtersForPage(filters, list.data, page))}
            />
          ) : null}
        </>
      ) : null}
      <AssembliesPanel />
      <ApplicationDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
