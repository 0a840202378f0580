/**
 * Invitations by an administrator: invite a person with chosen roles, send an open invitation
 * again (a fresh 14-day link, also after expiry), or withdraw it (local: the never-used account is
 * deleted; Clerk: its link is revoked). The invitation, its delivery and the audit entry commit
 * together; deliveries are tried right after the commit. Roles above mitglied count as a role
 * change and are logged.
 */
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { logPermission } from "#platform/auth/activity-log.ts";
import { createInvitation } from "#platform/auth/invite-user.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { tryDeliverNow } from "#platform/outbox/dispatch.ts";
import type { InviteUserValues, PendingInvitation } from "../schema.ts";
import { and, eq, isNull, sql } from "drizzle-orm";
import { authUsers, profiles } from "#platform/auth/tables.ts";
import { clerkInvitations } from "#platform/auth/invitation-tables.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { renewClerkInvitation, revokeClerkInvitation } from "#platform/auth/clerk-invitations.ts";
import { issueLocalInvitationLink } from "#platform/auth/invite-user.ts";
import { getPendingInvitation, invitationNotFound } from "./invitation-queries.ts";

export async function inviteByAdministrator(db: Db, actor: AuthUser, values: InviteUserValues, origin: string): Promise<PendingInvitation> {
  const invitation = await db.transaction(async (tx) => {
    const created = await createInvitation(tx, { ...values, invitedBy: actor.id, origin });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "invite",
      entityType: "user",
      entityId: created.id,
      after: { email: created.email, roles: values.roles, provider: created.provider },
    });
    return created;
  });
  await tryDeliverNow(invitation.deliveryIds, { task: "invitation-delivery" });
  if (values.roles.some((role) => role !== "mitglied")) {
    await logPermission({
      userId: actor.id,
      action: "role_change",
      granted: true,
      roles: actor.roles,
      requiredRoles: ["admin"],
      metadata: {
        targetUserId: invitation.provider === "local" ? invitation.id : null,
        invitationId: invitation.id,
        email: invitation.email,
        granted: values.roles,
        revoked: [],
        invitation: true,
      },
    });
  }
  return getPendingInvitation(db, invitation.id);
}

/** A new link (local) or a renewed Clerk invitation; the earlier links stop counting. */
export async function resendInvitation(db: Db, actor: AuthUser, id: string, origin: string): Promise<PendingInvitation> {
  const invitation = await getPendingInvitation(db, id);
  const deliveryIds = await db.transaction(async (tx) => {
    const ids =
      authConfig().provider === "clerk"
        ? await renewClerkInvitation(tx, await openClerkInvitation(tx, id), origin)
        : await issueLocalInvitationLink(tx, {
            userId: (await unconfirmedAccount(tx, id)).id,
            email: invitation.email,
            firstName: invitation.firstName,
            origin,
          });
    await recordAudit(tx, { actorUserId: actor.id, action: "resend_invitation", entityType: "user", entityId: id, after: { email: invitation.email } });
    return ids;
  });
  await tryDeliverNow(deliveryIds, { task: "invitation-delivery" });
  return getPendingInvitation(db, id);
}

/** Withdraws an invitation: its link stops working and its roles are never granted. */
export async function revokeInvitation(db: Db, actor: AuthUser, id: string): Promise<void> {
  const invitation = await getPendingInvitation(db, id);
  const deliveryIds = await db.transaction(async (tx) => {
    let ids: string[] = [];
    if (authConfig().provider === "clerk") {
      ids = await revokeClerkInvitation(tx, await openClerkInvitation(tx, id));
    } else {
      const account = await unconfirmedAccount(tx, id);
      // The account was never used (address unconfirmed), so nothing else refers to it; profiles
      // cascade to roles, auth_users to links and sessions.
      await tx.delete(profiles).where(eq(profiles.id, account.id));
      await tx.delete(authUsers).where(eq(authUsers.id, account.id));
    }
    await recordAudit(tx, { actorUserId: actor.id, action: "revoke_invitation", entityType: "user", entityId: id, before: invitation });
    return ids;
  });
  await tryDeliverNow(deliveryIds, { task: "invitation-delivery" });
}

async function openClerkInvitation(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: clerkInvitations.id, email: clerkInvitations.email })
    .from(clerkInvitations)
    .where(and(sql`${clerkInvitations.id}::text = ${id}`, isNull(clerkInvitations.acceptedAt), isNull(clerkInvitations.revokedAt)))
    .for("update");
  if (!row) throw invitationNotFound();
  return row;
}

async function unconfirmedAccount(tx: Db, id: string) {
  const [row] = await tx
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.id, id), isNull(authUsers.emailVerifiedAt)))
    .for("update");
  if (!row) throw invitationNotFound();
  return row;
}
