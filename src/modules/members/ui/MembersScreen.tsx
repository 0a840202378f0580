/**
 * /backend/members (board): the member register with figures, filters (class, status, state),
 * search, sorting, paging, CSV export, manual entry, and the way to the applications.
 */
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { routes, type ScreenProps } from "#shared/routes.ts";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { filtersForPage } from "#ui/backoffice/cursor-paging.ts";
import { errorMessage, QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { GERMAN_STATES } from "#shared/schemas/german-states.ts";
import { MEMBERSHIP_CLASSES, MEMBERSHIP_CLASS_LABELS, MEMBERSHIP_STATUSES, MEMBERSHIP_STATUS_LABELS } from "../schema/labels.ts";
import { choiceOf, type MemberSort } from "../schema/member.ts";
import { FigureCards } from "./FigureCards.tsx";
import { MemberDetailDialog } from "./MemberDetailDialog.tsx";
import { MemberFormDialog } from "./MemberFormDialog.tsx";
import { MemberTable } from "./MemberTable.tsx";
import { downloadMembersCsv, useMemberFigures, useMembers, type MemberFilters } from "./members-api.ts";
import "#ui/backoffice/register.css";

const NO_FILTERS: Omit<MemberFilters, "q"> = { membershipClass: "", status: "", state: "", sort: "name", dir: "asc", page: 1 };

export default function MembersScreen({ route }: ScreenProps) {
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState(NO_FILTERS);
  const q = useDebouncedValue(search.trim());
  const list = useMembers({ ...filters, q });
  const figures = useMemberFigures();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const filtered = Boolean(q || filters.membershipClass || filters.status || filters.state);
  const set = (patch: Partial<MemberFilters>) => setFilters((f) => ({ ...f, page: 1, cursor: undefined, ...patch }));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadMembersCsv({ ...filters, q });
    } catch (error) {
      toast({ title: "Export fehlgeschlagen", description: errorMessage(error), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };

  const empty = filtered ? (
    <EmptyState
      title="Kein Mitglied gefunden"
      text="Zu dieser Suche oder diesen Filtern gibt es kein Mitglied. Ändern Sie die Suche oder setzen Sie die Filter zurück."
      action={
        <button
          type="button"
          className="button"
          onClick={() => {
            setSearch("");
            setFilters(NO_FILTERS);
          }}
        >
          Filter zurücksetzen
        </button>
      }
    />
  ) : (
    <EmptyState
      title="Noch keine Mitglieder"
      text="Mitglieder entstehen, wenn der Vorstand einen Mitgliedsantrag annimmt. Prüfen Sie die eingegangenen Anträge oder legen Sie ein Mitglied von Hand an."
      action={
        <Link className="button button--primary" to={routes.applications.path}>
          Anträge prüfen
        </Link>
      }
    />
  );

  return (
    <section className="back-office-members">
      <PageHeader
        title={route.title}
        lead="Mitgliedsunternehmen mit Mitgliedsart, Eintritt, Austritt oder Ausschluss. Ehemalige Mitglieder bleiben im Register."
      >
        <div className="button-row">
          <Link className="button button--outline" to={routes.applications.path}>
            Mitgliedsanträge
          </Link>
          <button type="button" className="button button--outline" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? "Export läuft..." : "CSV exportieren"}
          </button>
          <button type="button" className="button button--primary" onClick={() => setCreating(true)}>
            Mitglied anlegen
          </button>
        </div>
      </PageHeader>
      {figures.data ? <FigureCards figures={figures.data} /> : null}
      <div className="filter-bar" role="search" aria-label="Mitglieder filtern">
        <SearchField
          id="member-search"
          label="Suche"
          placeholder="Name, Ort oder E-Mail"
          value={search}
          onChange={(value) => {
            setSearch(value);
            set({});
          }}
        />
        <SelectField
          id="member-class-filter"
          label="Mitgliedsart"
          placeholder="Alle Arten"
          options={MEMBERSHIP_CLASSES.map((c) => ({ value: c, label: MEMBERSHIP_CLASS_LABELS[c] }))}
          value={filters.membershipClass}
          onChange={(e) => set({ membershipClass: choiceOf(MEMBERSHIP_CLASSES, e.target.value) })}
        />
        <SelectField
          id="member-status-filter"
          label="Status"
          placeholder="Alle"
          options={MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: MEMBERSHIP_STATUS_LABELS[s] }))}
          value={filters.status}
          onChange={(e) => set({ status: choiceOf(MEMBERSHIP_STATUSES, e.target.value) })}
        />
        <SelectField
          id="member-state-filter"
          label="Bundesland"
          placeholder="Alle Länder"
          options={GERMAN_STATES.map((s) => ({ value: s, label: s }))}
          value={filters.state}
          onChange={(e) => set({ state: choiceOf(GERMAN_STATES, e.target.value) })}
        />
      </div>
      {list.isError ? <QueryError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <Spinner label="Mitglieder werden geladen …" /> : null}
      {list.data ? (
        <>
          <MemberTable
            rows={list.data.items}
            busy={list.isFetching}
            empty={empty}
            sort={{ key: filters.sort, dir: filters.dir }}
            onSortChange={(next) => set({ sort: next.key as MemberSort, dir: next.dir })}
            onOpen={(m) => setOpenId(m.id)}
          />
          {list.data.total > 0 ? (
            <Pagination
              label="Seiten der Mitgliederliste"
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(page) => setFilters(filtersForPage(filters, list.data, page))}
            />
          ) : null}
        </>
      ) : null}
      <MemberDetailDialog id={openId} onClose={() => setOpenId(null)} />
      {creating ? <MemberFormDialog open onClose={() => setCreating(false)} /> : null}
    </section>
  );
}
