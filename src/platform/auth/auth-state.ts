/**
 * Everything requireUser needs to know about a verified token's user, in one query: the profile
 * (deactivated?), the roles and, for local tokens, whether the session is still live.
 */
import { eq, sql } from "drizzle-orm";
import { getDb } from "../db/client.ts";
import { profiles } from "./tables.ts";
import { isRole, type Role } from "../../shared/roles.ts";
import { effectiveRoles } from "./user-roles.ts";

export interface AuthState {
  id: string;
  email: string;
  deactivated: boolean;
  sessionActive: boolean;
  roles: Role[];
}

/** sessionId null: no session check (Clerk manages its sessions). undefined result: no profile. */
export async function loadAuthState(userId: string, sessionId: string | null): Promise<AuthState | undefined> {
  const db = await getDb();
  const sessionActive =
    sessionId === null
      ? sql<boolean>`true`
      : sql<boolean>`exists (select 1 from auth_sessions s where s.id = ${sessionId} and s.user_id = "profiles"."id" and s.revoked_at is null and s.expires_at > now())`;
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      deactivatedAt: profiles.deactivatedAt,
      organizationId: profiles.organizationId,
      sessionActive,
      roles: sql<string[]>`coalesce((select array_agg(r.role) from user_roles r where r.user_id = "profiles"."id"), '{}')`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    deactivated: row.deactivatedAt !== null,
    sessionActive: Boolean(row.sessionActive),
    roles: effectiveRoles((row.roles ?? []).filter(isRole), row.organizationId),
  };
}
