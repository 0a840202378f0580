/**
 * /backend/user-management (admin): every account with roles, status and last sign-in; search and
 * filters; roles, deactivation, invitations and the open invitations (send again, withdraw). The server decides (and refuses the last
 * administrator's demotion); this screen shows the outcome at once and rolls back on refusal.
 */
import { useState } from "react";
import { ROLE_LABELS, ROLES } from "#shared/roles.ts";
import { USER_STATUSES, type ManagedUser } from "../schema.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import type { ScreenProps } from "#shared/routes.ts";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { Pagination } from "#ui/backoffice/Pagination.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { SearchField } from "#ui/backoffice/SearchField.tsx";
import { useDebouncedValue } from "#ui/backoffice/use-debounced-value.ts";
import { InvitationsPanel } from "./InvitationsPanel.tsx";
import { SignUpPanel } from "./SignUpPanel.tsx";
import { InviteDialog } from "./InviteDialog.tsx";
import { RolesDialog } from "./RolesDialog.tsx";
import { UserTable } from "./UserTable.tsx";
import { USER_STATUS_LABELS } from "./user-labels.ts";
import { displayName } from "#shared/people.ts";
import { useSetActive, useUsers, type UserFilters } from "./users-api.ts";
import "./user-management.css";

export default function UserManagementScreen({ route }: ScreenProps) {
  const { user: me } = useAuth();
  const [search, setSearch] = useState("");
  const [filters, setFilters] = useState<Omit<UserFilters, "q">>({ role: "", status: "", page: 1 });
  const q = useDebouncedValue(search.trim());
  const users = useUsers({ ...filters, q });
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [toggling, setToggling] = useState<ManagedUser | null>(null);
  const [inviting, setInviting] = useState(false);
  const setActive = useSetActive();
  const filtered = Boolean(q || filters.role || filters.status);
  const resetFilters = () => {
    setSearch("");
    setFilters({ role: "", status: "", page: 1 });
  };

  const empty = filtered ? (
    <EmptyState
      title="Keine Person gefunden"
      text="Zu dieser Suche oder diesen Filtern gibt es kein Benutzerkonto. Ändern Sie die Suche oder setzen Sie die Filter zurück."
      action={
        <button type="button" className="button" onClick={resetFilters}>
          Filter zurücksetzen
        </button>
      }
    />
  ) : (
    <EmptyState
      title="Noch keine Benutzerkonten"
      text="Laden Sie die erste Person per E-Mail ein; sie legt ihr Passwort über den Link in der Einladung selbst fest."
      action={
        <button type="button" className="button button--primary" onClick={() => setInviting(true)}>
          Person einladen
        </button>
      }
    />
  );

  return (
    <section className="user-management">
      <PageHeader
        title={route.title}
        lead="Benutzerkonten des internen Bereichs: Rollen vergeben und entziehen, Zugänge deaktivieren und Personen per E-Mail einladen."
      >
        <button type="button" className="button button--primary" onClick={() => setInviting(true)}>
          Person einladen
        </button>
      </PageHeader>
      <div className="filter-bar" role="search" aria-label="Benutzer filtern">
        <SearchField
          id="user-search"
          label="Suche"
          placeholder="Name oder E-Mail"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setFilters((f) => ({ ...f, page: 1 }));
          }}
        />
        <SelectField
          id="user-role-filter"
          label="Rolle"
          placeholder="Alle Rollen"
          options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          value={filters.role}
          onChange={(event) => setFilters({ ...filters, role: event.target.value as UserFilters["role"], page: 1 })}
        />
        <SelectField
          id="user-status-filter"
          label="Status"
          placeholder="Alle"
          options={USER_STATUSES.map((status) => ({ value: status, label: USER_STATUS_LABELS[status] }))}
          value={filters.status}
          onChange={(event) => setFilters({ ...filters, status: event.target.value as UserFilters["status"], page: 1 })}
        />
      </div>
      {users.isError ? <QueryError error={users.error} onRetry={() => void users.refetch()} /> : null}
      {users.isPending ? <Spinner label="Benutzer werden geladen …" /> : null}
      {users.data ? (
        <>
          <UserTable
            users={users.data.items}
            currentUserId={me?.id}
            busy={users.isFetching}
            empty={empty}
            onEditRoles={setEditing}
            onToggleActive={setToggling}
          />
          {users.data.total > 0 ? (
            <Pagination
              label="Seiten der Benutzerliste"
              page={users.data.page}
              pageSize={users.data.pageSize}
              total={users.data.total}
              onPageChange={(page) => setFilters({ ...filters, page })}
            />
          ) : null}
        </>
      ) : null}
      <InvitationsPanel onInvite={() => setInviting(true)} />
      <SignUpPanel
        onShowPending={() => {
          setSearch("");
          setFilters({ role: "", status: "pending", page: 1 });
          document.getElementById("user-status-filter")?.focus();
        }}
      />
      <RolesDialog user={editing} onClose={() => setEditing(null)} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <ConfirmDialog
        open={Boolean(toggling)}
        title={toggling?.status === "deactivated" ? "Zugang reaktivieren?" : "Zugang deaktivieren?"}
        text={
          toggling?.status === "deactivated"
            ? `${toggling ? displayName(toggling) : ""} kann sich danach wieder anmelden.`
            : `${toggling ? displayName(toggling) : ""} wird sofort abgemeldet und kann sich nicht mehr anmelden, bis Sie den Zugang wieder aktivieren.`
        }
        confirmLabel={toggling?.status === "deactivated" ? "Reaktivieren" : "Deaktivieren"}
        danger={toggling?.status !== "deactivated"}
        onCancel={() => setToggling(null)}
        onConfirm={() => {
          if (toggling) setActive.mutate({ user: toggling, value: toggling.status === "deactivated" });
          setToggling(null);
        }}
      />
    </section>
  );
}
