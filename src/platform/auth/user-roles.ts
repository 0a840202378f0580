/**
 * Roles live only in user_roles, whichever identity provider signed the user in. grantRole and
 * revokeRole are for trusted callers (CLI, the administrator's user management of issue 5, which
 * must check requireRole(req, ["admin"]) first and log the change with logPermission/recordAudit).
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { profiles, userRoles } from "./tables.ts";
import { ROLES, type Role } from "#shared/roles.ts";

/**
 * The roles that count: the granted ones, plus "mitglied" for an account linked to a member company
 * (its representative or a contact person the office connected). An account with neither waits
 * for approval and passes no member check (issue 10).
 */
export function effectiveRoles(granted: readonly string[], organizationId: string | null): Role[] {
  const held = new Set(granted);
  if (organizationId) held.add("mitglied");
  return ROLES.filter((role) => held.has(role)); // highest first, stable order
}

export async function loadRoles(userId: string): Promise<Role[]> {
  const db = await getDb();
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const [profile] = await db.select({ organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, userId));
  return effectiveRoles(
    rows.map((r) => r.role),
    profile?.organizationId ?? null,
  );
}

/** Grants a role; returns false when the user already had it. */
export async function grantRole(userId: string, role: Role, grantedBy: string | null = null): Promise<boolean> {
  const db = await getDb();
  const inserted = await db.insert(userRoles).values({ userId, role, grantedBy }).onConflictDoNothing().returning({ id: userRoles.id });
  return inserted.length > 0;
}

export async function revokeRole(userId: string, role: Role): Promise<boolean> {
  const db = await getDb();
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ id: userRoles.id });
  return deleted.length > 0;
}
