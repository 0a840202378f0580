/**
 * Contacts tab, and with followUp="due" the follow-up tab: search, filters by organisation kind and
 * tag, paged table, and the dialogs to open, create and edit contacts.
 */
import { useState } from "react";
import type { CrmContact } from "../schema/contact.ts";
import { kindFilter, type OrganizationKindName } from "../schema/organization.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { useContacts } from "./crm-api.ts";
import { KIND_OPTIONS } from "./crm-labels.ts";
import { useUpdateContact } from "./crm-mutations.ts";
import { ContactDetailDialog } from "./ContactDetailDialog.tsx";
import { ContactFormDialog } from "./ContactFormDialog.tsx";
import { ContactTable } from "./ContactTable.tsx";
import { TagFilter } from "./TagFilter.tsx";

export function ContactsPanel({ followUpsOnly = false }: { followUpsOnly?: boolean }) {
  const [search, setSearch] = useState("");
  const [kind, setKind] = useState<OrganizationKindName | "">("");
  const [tag, setTag] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const contacts = useContacts({ q, kind, tag, page, followUp: followUpsOnly ? "due" : undefined });
  const [opened, setOpened] = useState<CrmContact | null>(null);
  const [editing, setEditing] = useState<CrmContact | null | "new">(null);
  const update = useUpdateContact();
  const filtered = Boolean(q || kind || tag);
  const prefix = followUpsOnly ? "follow-up" : "contact";

  const markDone = (contact: CrmContact) => {
    const { id: _id, organizationName: _n, organizationKind: _k, createdAt: _c, updatedAt: _u, version: _v, ...values } = contact;
    update.mutate({ contact, values: { ...values, followUpAt: null } });
  };

  const empty = filtered ? (
    <EmptyState
      title="Keine Kontakte gefunden"
      text="Zu dieser Suche oder diesen Filtern passt kein Kontakt. Ändern Sie die Suche oder setzen Sie die Filter zurück."
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
  ) : followUpsOnly ? (
    <EmptyState
      title="Keine fälligen Wiedervorlagen"
      text="Heute ist nichts nachzufassen. Setzen Sie bei einem Kontakt ein Datum unter „Wiedervorlage am“, dann erscheint er hier, sobald es so weit ist."
    />
  ) : (
    <EmptyState
      title="Noch keine Kontakte"
      text="Legen Sie den ersten Kontakt an, zum Beispiel eine Abgeordnete, einen Referenten im Ministerium oder eine Journalistin."
      action={
        <button type="button" className="button button--primary" onClick={() => setEditing("new")}>
          Kontakt anlegen
        </button>
      }
    />
  );

  return (
    <>
      <div className="filter-bar" role="search" aria-label={followUpsOnly ? "Wiedervorlagen filtern" : "Kontakte filtern"}>
        <SearchField
          id={`${prefix}-search`}
          label="Suche"
          placeholder="Name, E-Mail, Funktion, Organisation"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <SelectField
          id={`${prefix}-kind`}
          label="Art der Organisation"
          placeholder="Alle Arten"
          options={KIND_OPTIONS}
          value={kind}
          onChange={(e) => {
            setKind(kindFilter(e.target.value));
            setPage(1);
          }}
        />
        <TagFilter
          id={`${prefix}-tag`}
          value={tag}
          onChange={(v) => {
            setTag(v);
            setPage(1);
          }}
        />
        {followUpsOnly ? null : (
          <button type="button" className="button button--primary filter-bar__action" onClick={() => setEditing("new")}>
            Kontakt anlegen
          </button>
        )}
      </div>
      {contacts.isError ? <QueryError error={contacts.error} onRetry={() => void contacts.refetch()} /> : null}
      {contacts.isPending ? <Spinner label="Kontakte werden geladen …" /> : null}
      {contacts.data ? (
        <>
          <ContactTable
            contacts={contacts.data.items}
            busy={contacts.isFetching}
            empty={empty}
            onOpen={setOpened}
            onFollowUpDone={followUpsOnly ? markDone : undefined}
          />
          {contacts.data.total > 0 ? (
            <Pagination
              label={followUpsOnly ? "Seiten der Wiedervorlagen" : "Seiten der Kontaktliste"}
              page={contacts.data.page}
              pageSize={contacts.data.pageSize}
              total={contacts.data.total}
              onPageChange={setPage}
            />
          ) : null}
        </>
      ) : null}
      <ContactDetailDialog
        contact={opened}
        onClose={() => setOpened(null)}
        onEdit={(c) => {
          setOpened(null);
          setEditing(c);
        }}
      />
      <ContactFormDialog open={editing !== null} contact={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
    </>
  );
}
