/**
 * The person changes their own name. The profile row carries the version the user management
 * bumps too, so an administrator's role change and this edit cannot overwrite each other (409).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { now } from "#platform/clock.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { profiles } from "#platform/auth/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import { displayName } from "#shared/people.ts";
import type { Profile } from "../schema.ts";
import { toProfile } from "./profile-queries.ts";

export async function updateOwnProfile(db: Db, user: AuthUser, input: { firstName: string; lastName: string; version: number }): Promise<Profile> {
  const firstName = input.firstName || null;
  const lastName = input.lastName || null;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, user.id)).for("update");
    if (!current) throw notFound("Das Profil");
    if (current.version !== input.version) throw versionConflict(current.version);
    if (current.firstName === firstName && current.lastName === lastName) return toProfile(current);
    const [updated] = await tx
      .update(profiles)
      .set({ firstName, lastName, version: sql`${profiles.version} + 1`, updatedAt: now() })
      .where(eq(profiles.id, user.id))
      .returning();
    const before = { firstName: current.firstName, lastName: current.lastName };
    const after = { firstName, lastName };
    await recordAudit(tx, { actorUserId: user.id, action: "profile.updated", entityType: "user", entityId: user.id, before, after, module: "account" });
    await recordActivity(tx, {
      userId: user.id,
      type: "profile_updated",
      description: `Name geändert in „${displayName({ ...after, email: current.email })}“`,
      metadata: { before, after },
    });
    return toProfile(updated!);
  });
}
