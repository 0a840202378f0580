/**
 * Grants and revokes roles: the administrator sends the complete new role set with the version
 * read. The role rows are written here rather than through grantRole/revokeRole of
 * src/platform/auth/user-roles.ts because those open their own connection, and the last-administrator
 * rule must hold within the same transaction as the change.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { userRoles } from "#platform/auth/tables.ts";
import { profiles } from "#platform/auth/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { logPermission } from "#platform/auth/activity-log.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import type { ManagedUser, SetUserRoles } from "../schema.ts";
import { countOtherActiveAdministrators, lastAdministrator, lockAdministrators } from "./administrator-guard.ts";
import { getManagedUser } from "./user-queries.ts";
import { lockUserAtVersion } from "./lock-user.ts";

export async function setUserRoles(db: Db, actor: AuthUser, userId: string, change: SetUserRoles): Promise<ManagedUser> {
  const outcome = await db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const target = await lockUserAtVersion(tx, userId, change.version);
    const added = change.roles.filter((role) => !target.roles.includes(role));
    const removed = target.roles.filter((role) => !change.roles.includes(role));
    if (!added.length && !removed.length) return { user: target, added, removed };
    if (removed.includes("admin") && target.status === "active" && (await countOtherActiveAdministrators(tx, userId)) === 0) {
      throw lastAdministrator();
    }
    if (removed.length) await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.role, removed)));
    if (added.length) await tx.insert(userRoles).values(added.map((role) => ({ userId, role, grantedBy: actor.id })));
    await tx
      .update(profiles)
      .set({ version: sql`${profiles.version} + 1` })
      .where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "role_change",
      entityType: "user",
      entityId: userId,
      before: { roles: target.roles },
      after: { roles: change.roles },
    });
    return { user: await getManagedUser(tx, userId), added, removed };
  });
  if (outcome.added.length || outcome.removed.length) {
    await logPermission({
      userId: actor.id,
      action: "role_change",
      granted: true,
      roles: actor.roles,
      requiredRoles: ["admin"],
      metadata: { targetUserId: userId, granted: outcome.added, revoked: outcome.removed },
    });
  }
  return outcome.user;
}
