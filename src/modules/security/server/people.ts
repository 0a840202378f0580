/** Names of people as the security screens show them. */
import { sql } from "drizzle-orm";
import { profiles } from "#platform/auth/tables.ts";

/** "Vorname Nachname", or the e-mail address when the profile has no name: displayName of #shared/people.ts in SQL. */
export const displayNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${profiles.email})`;
