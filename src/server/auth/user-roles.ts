/**
 * Roles live only in user_roles, whichever identity provider signed the user in. grantRole and
 * revokeRole are for trusted callers (CLI, the administrator's user management of issue 5, which
 * must check requireRole(req, ["admin"]) first and log the change with logPermission/recordAudit).
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { userRoles } from "../db/schema/auth.ts";
import { ROLES, type Role } from "../../shared/roles.ts";

export async function loadRoles(userId: string): Promise<Role[]> {
  const db = await getDb();
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const held = new Set(rows.map((r) => r.role));
  return ROLES.filter((role) => held.has(role)); // highest first, stable order
}

/** Grants a role; returns false when the user already had it. */
export async function grantRole(userId: string, role: Role, grantedBy: string | null = null): Promise<boolean> {
  const db = await getDb();
  const inserted = await db.insert(userRoles).values({ userId, role, grantedBy }).onConflictDoNothing().returning({ id: userRoles.id });
  return inserted.length > 0;
}

export async function revokeRole(userId: string, role: Role): Promise<boolean> {
  const db = await getDb();
  const deleted = await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role))).returning({ id: userRoles.id });
  return deleted.length > 0;
}
