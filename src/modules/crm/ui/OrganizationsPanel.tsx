/** Organisations tab: every organisation, member companies included; search, kind and tag filters. */
import { useState } from "react";
import { kindFilter, type CrmOrganization, type OrganizationKindName } from "../schema/organization.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { useOrganizations } from "./crm-api.ts";
import { KIND_OPTIONS, kindLabel } from "./crm-labels.ts";
import { OrganizationDetailDialog } from "./OrganizationDetailDialog.tsx";
import { OrganizationFormDialog } from "./OrganizationFormDialog.tsx";
import { TagFilter } from "./TagFilter.tsx";

export function OrganizationsPanel() {
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<OrganizationKindName | "">("");
  const [tag, setTag] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const organizations = useOrganizations({ q, kind, tag, page });
  const [opened, setOpened] = useState<CrmOrganization | null>(null);
  const [editing, setEditing] = useState<CrmOrganization | null | "new">(null);
  const filtered = Boolean(q || kind || tag);

  const columns: Column<CrmOrganization>[] = [
    {
      key: "name",
      header: "Name",
      render: (o) => (
        <button type="button" className="link-button" onClick={() => setOpened(o)}>
          {o.name}
        </button>
      ),
    },
    { key: "kind", header: "Art", render: (o) => (o.kind === "member_company" ? <StatusBadge tone="info">Mitglied</StatusBadge> : kindLabel(o.kind)) },
    { key: "city", header: "Ort", render: (o) => o.city || <span className="muted">–</span> },
    { key: "contacts", header: "Kontakte", render: (o) => String(o.contactCount) },
    { key: "tags", header: "Schlagwörter", render: (o) => (o.tags.length ? o.tags.join(", ") : <span className="muted">–</span>) },
    {
      key: "actions",
      header: "Aktionen",
      render: (o) => (
        <div className="button-row">
          <button type="button" className="button button--small" onClick={() => setOpened(o)} aria-label={`${o.name} öffnen`}>
            Öffnen
          </button>
          <button type="button" className="button button--small" onClick={() => setEditing(o)} aria-label={`${o.name} bearbeiten`}>
            Bearbeiten
          </button>
        </div>
      ),
    },
  ];

  const empty = filtered ? (
    <EmptyState
      title="Keine Organisation gefunden"
      text="Zu dieser Suche oder diesen Filtern passt keine Organisation. Ändern Sie die Suche oder setzen Sie die Filter zurück."
      action={
        <button
          type="button"
          className="button"
          onClick={() => {
            setSearch("");
            setKind("");
            setTag("");
            setPage(1);
          }}
        >
          Filter zurücksetzen
        </button>
      }
    />
  ) : (
    <EmptyState
      title="Noch keine Organisationen"
      text="Legen Sie Ministerien, Fraktionen, Redaktionen oder Partnerverbände an. Mitgliedsunternehmen erscheinen hier automatisch, sobald sie aufgenommen sind."
      action={
        <button type="button" className="button button--primary" onClick={() => setEditing("new")}>
          Organisation anlegen
        </button>
      }
    />
  );

  return (
    <>
      <div className="filter-bar" role="search" aria-label="Organisationen filtern">
        <SearchField
          id="organization-search"
          label="Suche"
          placeholder="Name, Ort, E-Mail"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <SelectField
          id="organization-kind-filter"
          label="Art"
          placeholder="Alle Arten"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(e) => {
            setKind(kindFilter(e.target.value));
            setPage(1);
          }}
        />
        <TagFilter
          id="organization-tag"
          value={tag}
          onChange={(v) => {
            setTag(v);
            setPage(1);
          }}
        />
        <button type="button" className="button button--primary filter-bar__action" onClick={() => setEditing("new")}>
          Organisation anlegen
        </button>
      </div>
      {organizations.isError ? <QueryError error={organizations.error} onRetry={() => void organizations.refetch()} /> : null}
      {organizations.isPending ? <Spinner label="Organisationen werden geladen …" /> : null}
      {organizations.data ? (
        <>
          <DataTable
            caption="Organisationen"
            columns={columns}
            rows={organizations.data.items}
            rowKey={(o) => o.id}
            busy={organizations.isFetching}
            empty={empty}
          />
          {organizations.data.total > 0 ? (
            <Pagination
              label="Seiten der Organisationsliste"
              page={organizations.data.page}
              pageSize={organizations.data.pageSize}
              total={organizations.data.total}
              onPageChange={setPage}
            />
          ) : null}
        </>
      ) : null}
      <OrganizationDetailDialog
        organization={opened}
        onClose={() => setOpened(null)}
        onEdit={(o) => {
          setOpened(null);
          setEditing(o);
        }}
      />
      <OrganizationFormDialog open={editing !== null} organization={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
    </>
  );
}
