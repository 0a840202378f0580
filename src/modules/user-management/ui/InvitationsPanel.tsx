/**
 * Open invitations below the user list: who was invited with which roles (and for which member
 * organisation), until when the link works, and the two things an administrator does with them:
 * send again (also after expiry; older links stop working) and withdraw.
 */
import { formatGermanDate } from "#shared/dates.ts";
import { useState } from "react";
import { ROLE_LABELS } from "#shared/roles.ts";
import type { PendingInvitation } from "../schema.ts";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { ConfirmDialog } from "#ui/backoffice/ConfirmDialog.tsx";
import { DataTable, type Column } from "#ui/backoffice/DataTable.tsx";
import { EmptyState } from "#ui/backoffice/EmptyState.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { StatusBadge } from "#ui/backoffice/StatusBadge.tsx";
import { displayName } from "#shared/people.ts";
import { usePendingInvitations, useResendInvitation, useRevokeInvitation } from "./users-api.ts";

export function InvitationsPanel({ onInvite }: { onInvite: () => void }) {
  const invitations = usePendingInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);

  const columns: Column<PendingInvitation>[] = [
    {
      key: "person",
      header: "Person",
      render: (invitation) => (
        <>
          <strong>{displayName(invitation)}</strong>
          <br />
          <span className="muted">{invitation.email}</span>
        </>
      ),
    },
    {
      key: "roles",
      header: "Rollen",
      render: (invitation) => (
        <>
          {invitation.roles.map((role) => ROLE_LABELS[role]).join(", ")}
          {invitation.organizationName ? (
            <>
              <br />
              <span className="muted">für {invitation.organizationName}</span>
            </>
          ) : null}
        </>
      ),
    },
    { key: "invitedAt", header: "Eingeladen am", render: (invitation) => formatGermanDate(new Date(invitation.invitedAt)) },
    {
      key: "validity",
      header: "Link",
      render: (invitation) =>
        invitation.expired ? (
          <StatusBadge tone="danger">Abgelaufen</StatusBadge>
        ) : (
          <StatusBadge tone="warning">Gültig bis {formatGermanDate(invitation.expiresAt ? new Date(invitation.expiresAt) : null)}</StatusBadge>
        ),
    },
    {
      key: "actions",
      header: "Aktionen",
      render: (invitation) => {
        const sending = resend.isPending && resend.variables?.id === invitation.id;
        return (
          <div className="button-row">
            <button
              type="button"
              className="button button--small"
              disabled={sending}
              onClick={() => resend.mutate(invitation)}
              aria-label={`Einladung an ${invitation.email} erneut senden`}
            >
              {sending ? "Wird gesendet …" : "Erneut senden"}
            </button>
            <button
              type="button"
              className="button button--small button--danger-outline"
              onClick={() => setWithdrawing(invitation)}
              aria-label={`Einladung an ${invitation.email} zurückziehen`}
            >
              Zurückziehen
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <section className="invitations-panel" aria-labelledby="invitations-heading">
      <h2 id="invitations-heading">Offene Einladungen{invitations.data ? ` (${invitations.data.items.length})` : ""}</h2>
      <p className="muted">
        Eingeladene Personen, die ihren Zugang noch nicht eingerichtet haben. Ein Link gilt 14 Tage; danach können Sie die Einladung erneut senden.
      </p>
      {invitations.isError ? <QueryError error={invitations.error} onRetry={() => void invitations.refetch()} /> : null}
      {invitations.isPending ? <Spinner label="Einladungen werden geladen …" /> : null}
      {invitations.data ? (
        <DataTable
          caption="Offene Einladungen"
          columns={columns}
          rows={invitations.data.items}
          rowKey={(invitation) => invitation.id}
          busy={invitations.isFetching}
          empty={
            <EmptyState
              title="Keine offenen Einladungen"
              text="Alle eingeladenen Personen haben ihren Zugang eingerichtet. Über „Person einladen“ laden Sie jemanden per E-Mail ein."
              action={
                <button type="button" className="button" onClick={onInvite}>
                  Person einladen
                </button>
              }
            />
          }
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(withdrawing)}
        title="Einladung zurückziehen?"
        text={`Der Link an ${withdrawing?.email ?? ""} funktioniert danach nicht mehr, und die vorgesehenen Rollen werden nicht vergeben. Sie können die Person später erneut einladen.`}
        confirmLabel="Zurückziehen"
        danger
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (withdrawing) revoke.mutate(withdrawing);
          setWithdrawing(null);
        }}
      />
    </section>
  );
}
