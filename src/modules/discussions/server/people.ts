/**
 * Display names of people in discussions' queries: the platform's one person name (first and last
 * name, else the e-mail address; src/platform/auth/people.ts), as a correlated subquery.
 */
import { sql, type SQL } from "drizzle-orm";
import { personNameSql } from "#platform/auth/people.ts";
import type { PersonRef } from "#shared/people.ts";

/** SQL: the display name of the profile with this id column ("Vorname Nachname", else the e-mail address). */
export function displayNameSql(idColumn: SQL | { getSQL(): SQL }): SQL<string | null> {
  return sql<string | null>`(SELECT ${personNameSql("p")} FROM profiles p WHERE p.id = ${idColumn})`;
}

export const personRef = (id: string | null, name: string | null): PersonRef | null => (id ? { id, name: name ?? "Ehemaliges Mitglied" } : null);
