/** Names of people as the task screens show them, and the people a task can be assigned to. */
import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { profiles } from "../../../platform/auth/tables.ts";
import type { Role } from "../../../shared/roles.ts";
import type { PersonRef } from "../schema/task.ts";
import { readableProject, usersWhoMayRead, type Viewer } from "./project-access.ts";

/** SQL: "First Last", or the e-mail address when the profile has no name. */
export const personName = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`);

export async function namesOf(db: Db | Tx, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db.select({ id: profiles.id, name: sql<string>`${personName("profiles")}` }).from(profiles).where(inArray(profiles.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Active, approved people who may read the project (or any project open to all members), by name;
 * the assignee picker offers exactly those the server accepts.
 */
export async function assignablePeople(db: Db, viewer: Viewer, query: { projectId?: string; q?: string }): Promise<PersonRef[]> {
  const readRole: Role = query.projectId ? (await readableProject(db, viewer, query.projectId)).readRole : "mitglied";
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const candidates = await db
    .select({ id: profiles.id, name: sql<string>`${personName("profiles")}` })
    .from(profiles)
    .where(and(isNull(profiles.deactivatedAt), pattern ? sql`${personName("profiles")} ILIKE ${pattern}` : undefined))
    .orderBy(asc(sql`lower(${personName("profiles")})`))
    .limit(500);
  const allowed = new Set(await usersWhoMayRead(db, readRole, candidates.map((c) => c.id)));
  return candidates.filter((c) => allowed.has(c.id)).slice(0, 200);
}
