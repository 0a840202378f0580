/** The people a task can be assigned to (names: #platform/auth/people.ts). */
import { and, asc, isNull, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { personNameSql as personName } from "#platform/auth/people.ts";
import { profiles } from "#platform/auth/tables.ts";
import type { Role } from "#shared/roles.ts";
import type { PersonRef } from "#shared/people.ts";
import { readableProject, usersWhoMayRead, type TaskReader } from "./project-access.ts";

/**
 * Active, approved people who may read the project (or any project open to all members), by name;
 * the assignee picker offers exactly those the server accepts.
 */
export async function assignablePeople(db: Db, viewer: TaskReader, query: { projectId?: string; q?: string }): Promise<PersonRef[]> {
  const readRole: Role = query.projectId ? (await readableProject(db, viewer, query.projectId)).readRole : "mitglied";
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const candidates = await db
    .select({ id: profiles.id, name: sql<string>`${personName("profiles")}` })
    .from(profiles)
    .where(and(isNull(profiles.deactivatedAt), pattern ? sql`${personName("profiles")} ILIKE ${pattern}` : undefined))
    .orderBy(asc(sql`lower(${personName("profiles")})`))
    .limit(500);
  const allowed = new Set(
    await usersWhoMayRead(
      db,
      readRole,
      candidates.map((c) => c.id),
    ),
  );
  return candidates.filter((c) => allowed.has(c.id)).slice(0, 200);
}
