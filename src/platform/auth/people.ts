/**
 * Names of people as the server writes them (issue 24: one of each). The SQL builds the same text
 * as displayName() in src/shared/people.ts: first and last name, else the e-mail address.
 */
import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { profiles } from "./tables.ts";

/** SQL: "First Last" of the profiles row `alias`, or its e-mail address when it has no name. */
export const personNameSql = (alias: string) => sql.raw(`coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.email)`);

/** id -> name of the given people (nulls and repeats ignored; unknown ids are left out). */
export async function namesOf(db: Db | Tx, ids: ReadonlyArray<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: profiles.id, name: sql<string>`${personNameSql("profiles")}` })
    .from(profiles)
    .where(inArray(profiles.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
