/**
 * The user activity log (SPEC section 3): logActivity for the ten activity types, and
 * logPermission for permission checks: granted checks of member_creation, role_change and
 * data_export are logged, denials always, with the caller's role flags (SPEC section 6).
 */
import { desc, eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { userActivityLog } from "./tables.ts";
import { recordActivity, type ActivityEntry } from "../activity/record-activity.ts";
import { LOGGED_PERMISSION_ACTIONS } from "#shared/activity-types.ts";
import type { Role } from "#shared/roles.ts";

/** An activity that belongs to no transaction of its own (sign-in, permission checks). */
export async function logActivity(entry: ActivityEntry): Promise<void> {
  await recordActivity(await getDb(), entry);
}

export function roleFlags(roles: readonly Role[]) {
  return {
    isAdmin: roles.includes("admin"),
    isGeschaeftsfuehrung: roles.includes("geschaeftsfuehrung"),
    isVorstand: roles.includes("vorstand"),
    isMitglied: roles.includes("mitglied"),
  };
}

/** Logs a permission check; returns whether an entry was written. */
export async function logPermission(input: {
  userId: string;
  action: string;
  granted: boolean;
  roles: readonly Role[];
  requiredRoles: readonly Role[];
  metadata?: Record<string, unknown>;
}): Promise<boolean> {
  const sensitive = (LOGGED_PERMISSION_ACTIONS as readonly string[]).includes(input.action);
  if (input.granted && !sensitive) return false;
  await logActivity({
    userId: input.userId,
    type: input.granted ? "permission_granted" : "permission_denied",
    description: `${input.granted ? "Berechtigung erteilt" : "Berechtigung verweigert"}: ${input.action}`,
    metadata: { action: input.action, requiredRoles: input.requiredRoles, ...roleFlags(input.roles), ...input.metadata },
  });
  return true;
}

export async function recentActivity(userId: string, limit = 20) {
  const db = await getDb();
  return db.select().from(userActivityLog).where(eq(userActivityLog.userId, userId)).orderBy(desc(userActivityLog.createdAt)).limit(limit);
}
