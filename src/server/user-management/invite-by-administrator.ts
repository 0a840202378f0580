/**
 * An administrator invites a person with chosen roles: the account, its roles and the audit entry
 * commit together; the mail goes out after the commit. Roles above mitglied count as a role change
 * and are logged as such.
 */
import type { Db } from "../db/client.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { logPermission } from "../auth/activity-log.ts";
import { createInvitation, sendInvitationMail } from "../auth/invite-user.ts";
import type { AuthUser } from "../auth/require-user.ts";
import type { InviteUserValues, ManagedUser } from "../../shared/schemas/user-management.ts";
import { getManagedUser } from "./list-users.ts";

export async function inviteByAdministrator(db: Db, actor: AuthUser, values: InviteUserValues, origin: string): Promise<ManagedUser> {
  const invitation = await db.transaction(async (tx) => {
    const created = await createInvitation(tx, { ...values, invitedBy: actor.id });
    await recordAudit(tx, { actorUserId: actor.id, action: "invite", entityType: "user", entityId: created.userId, after: { email: created.email, roles: values.roles } });
    return created;
  });
  await sendInvitationMail({ ...invitation, firstName: values.firstName, origin });
  if (values.roles.some((role) => role !== "mitglied")) {
    await logPermission({
      userId: actor.id,
      action: "role_change",
      granted: true,
      roles: actor.roles,
      requiredRoles: ["admin"],
      metadata: { targetUserId: invitation.userId, granted: values.roles, revoked: [], invitation: true },
    });
  }
  return getManagedUser(db, invitation.userId);
}
