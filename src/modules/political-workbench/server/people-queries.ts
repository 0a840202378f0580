/** Names of the association's people (profiles) and of CRM contacts, as SQL expressions and lists. */
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#platform/db/client.ts";
import { profiles, userRoles } from "#platform/auth/tables.ts";
import { HttpError } from "#platform/http/errors.ts";
import { crmContacts } from "#modules/crm/index.ts";
import type { PersonRef } from "#shared/people.ts";
import { outer } from "./outer-column.ts";

/** "Vorname Nachname" of the profile a column points at, or its e-mail; NULL without one. */
export function profileName(column: AnyPgColumn): SQL<string | null> {
  return profileNameOf(outer(column));
}

/** The same name of the profile whose id is `id` (an expression, e.g. a column of a sub-select's alias). */
export function profileNameOf(id: SQL): SQL<string | null> {
  return sql<string | null>`(SELECT coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email) FROM profiles p WHERE p.id = ${id})`;
}

/** "Dr. Erika Muster" of a CRM contact row in the query. */
export const contactName = sql<string>`trim(concat_ws(' ', ${crmContacts.title}, nullif(${crmContacts.firstName}, ''), ${crmContacts.lastName}))`;

/** The same name of the CRM contact under the alias `c` of a sub-select written in SQL. */
export function contactNameOf(c: SQL): SQL<string> {
  return sql<string>`trim(concat_ws(' ', ${c}.title, nullif(${c}.first_name, ''), ${c}.last_name))`;
}

const EDITOR_ROLES = ["admin", "geschaeftsfuehrung", "vorstand"] as const;

/** Active people who may edit the workbench: responsible staff and relationship owners are chosen from them. */
export async function listEditors(db: Db): Promise<PersonRef[]> {
  const rows = await db
    .selectDistinct({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(and(isNull(profiles.deactivatedAt), inArray(userRoles.role, [...EDITOR_ROLES])))
    .orderBy(asc(profiles.lastName), asc(profiles.email), asc(profiles.id))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email }));
}

/** Refuses a responsible person or relationship owner who is not an active editor. */
export async function assertEditor(db: Db, userId: string | null, field: string): Promise<void> {
  if (!userId) return;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(and(eq(profiles.id, userId), isNull(profiles.deactivatedAt), inArray(userRoles.role, [...EDITOR_ROLES])))
    .limit(1);
  if (!row) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", [`${field}: Bitte wählen Sie eine Person aus Vorstand oder Geschäftsstelle.`]);
}

/** Refuses contact ids that are not (or no longer) in the CRM. */
export async function assertContacts(db: Db, contactIds: readonly string[]): Promise<void> {
  if (contactIds.length === 0) return;
  const rows = await db
    .select({ id: crmContacts.id })
    .from(crmContacts)
    .where(inArray(crmContacts.id, [...contactIds]));
  if (rows.length !== new Set(contactIds).size)
    throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["contactIds: Mindestens einen dieser Kontakte gibt es nicht (mehr)."]);
}
