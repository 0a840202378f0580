/**
 * An administrator invites a person with chosen roles: the invitation (an unconfirmed account, or
 * with Clerk an open invitation), its delivery and the audit entry commit together; the delivery
 * is tried right after the commit. Roles above mitglied count as a role change and are logged.
 */
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { logPermission } from "#platform/auth/activity-log.ts";
import { createInvitation } from "#platform/auth/invite-user.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { tryDeliverNow } from "#platform/outbox/dispatch.ts";
import type { InviteUserValues, PendingInvitation } from "../schema.ts";
import { getPendingInvitation } from "./invitations.ts";

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
