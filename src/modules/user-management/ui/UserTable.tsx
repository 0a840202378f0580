/** The user list: name and e-mail, roles, status, last sign-in, and the actions on each row. */
import { ROLE_LABELS } from "#shared/roles.ts";
import type { ManagedUser } from "../schema.ts";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { lastSignInLabel, STATUS_TONES, USER_STATUS_LABELS } from "./user-labels.ts";
import { displayName } from "#shared/people.ts";

export interface UserTableProps {
  users: readonly ManagedUser[];
  currentUserId: string | undefined;
  busy: boolean;
  empty: React.ReactNode;
  onEditRoles: (user: ManagedUser) => void;
  onToggleActive: (user: ManagedUser) => void;
}

export function UserTable({ users, currentUserId, busy, empty, onEditRoles, onToggleActive }: UserTableProps) {
  const columns: Column<ManagedUser>[] = [
    {
      key: "name",
      header: "Name",
      render: (user) => (
        <>
          <strong>{displayName(user)}</strong>
          {user.id === currentUserId ? " (Sie)" : ""}
          <br />
          <span className="muted">{user.email}</span>
        </>
      ),
    },
    {
      key: "roles",
      header: "Rollen",
      render: (user) => (user.roles.length ? user.roles.map((role) => ROLE_LABELS[role]).join(", ") : <span className="muted">Keine</span>),
    },
    { key: "status", header: "Status", render: (user) => <StatusBadge tone={STATUS_TONES[user.status]}>{USER_STATUS_LABELS[user.status]}</StatusBadge> },
    { key: "lastSignIn", header: "Letzte Anmeldung", render: (user) => lastSignInLabel(user.lastSignInAt) },
    {
      key: "actions",
      header: "Aktionen",
      render: (user) => (
        <div className="button-row">
          <button type="button" className="button button--small" onClick={() => onEditRoles(user)} aria-label={`Rollen von ${displayName(user)} ändern`}>
            Rollen ändern
          </button>
          {user.id === currentUserId ? null : (
            <button
              type="button"
              className={user.status === "deactivated" ? "button button--small" : "button button--small button--danger-outline"}
              onClick={() => onToggleActive(user)}
              aria-label={`${displayName(user)} ${user.status === "deactivated" ? "reaktivieren" : "deaktivieren"}`}
            >
              {user.status === "deactivated" ? "Reaktivieren" : "Deaktivieren"}
            </button>
          )}
        </div>
      ),
    },
  ];
  return <DataTable caption="Benutzerkonten" columns={columns} rows={users} rowKey={(user) => user.id} busy={busy} empty={empty} />;
}
