/**
 * Deactivates or reactivates a user. Deactivation takes effect at once: requireUser refuses a
 * deactivated profile on the very next request, and every open session is revoked after the commit
 * so that no new tokens can be minted either. Nobody can deactivate themselves (that would lock
 * them out mid-click), and the last active administrator cannot be deactivated.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { revokeAllSessions } from "#platform/auth/local/sessions.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { HttpError } from "#platform/http/errors.ts";
import type { ManagedUser, SetUserStatus } from "../schema.ts";
import { countOtherActiveAdministrators, lastAdministrator, lockAdministrators } from "./administrator-guard.ts";
import { getManagedUser } from "./user-queries.ts";
import { lockUserAtVersion } from "./lock-user.ts";

export async function setUserStatus(db: Db, actor: AuthUser, userId: string, change: SetUserStatus): Promise<ManagedUser> {
  if (!change.active && userId === actor.id) {
    throw new HttpError(400, "cannot_deactivate_self", "Sie können Ihren eigenen Zugang nicht deaktivieren.");
  }
  const user = await db.transaction(async (tx) => {
    await lockAdministrators(tx);
    const target = await lockUserAtVersion(tx, userId, change.version);
    const isDeactivated = target.status === "deactivated";
    if (isDeactivated === !change.active) return target;
    if (!change.active && target.status === "active" && target.roles.includes("admin") && (await countOtherActiveAdministrators(tx, userId)) === 0) {
      throw lastAdministrator();
    }
    await tx
      .update(profiles)
      .set({ deactivatedAt: change.active ? null : sql`now()`, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    await tx
      .update(profiles)
      .set({ version: sql`${profiles.version} + 1` })
      .where(eq(profiles.id, userId));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: change.active ? "reactivate" : "deactivate",
      entityType: "user",
      entityId: userId,
      before: { status: target.status },
      after: { status: change.active ? "active" : "deactivated" },
    });
    return getManagedUser(tx, userId);
  });
  if (!change.active) await revokeAllSessions(userId);
  return user;
}
