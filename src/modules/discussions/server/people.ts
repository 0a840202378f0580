/** Display names of people (profiles), the one way discussions name authors, posters and mentions. */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { PersonRef } from "#shared/people.ts";
import { rowsOf } from "./access.ts";
import { textArray } from "./sql-arrays.ts";

/** SQL: the display name of the profile with this id column ("Vorname Nachname", else the e-mail's name). */
export function displayNameSql(idColumn: SQL | { getSQL(): SQL }): SQL<string | null> {
  return sql<
    string | null
  >`(SELECT coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), split_part(p.email, '@', 1)) FROM profiles p WHERE p.id = ${idColumn})`;
}

export const personRef = (id: string | null, name: string | null): PersonRef | null => (id ? { id, name: name ?? "Ehemaliges Mitglied" } : null);

export async function namesOf(db: Pick<Db, "execute">, ids: readonly string[]): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const result = await db.execute(
    sql`SELECT p.id, coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), split_part(p.email, '@', 1)) AS name FROM profiles p WHERE p.id = ANY(${textArray([...new Set(ids)])})`,
  );
  return Object.fromEntries(rowsOf<{ id: string; name: string }>(result).map((r) => [r.id, r.name]));
}
