/**
 * Who an incident's link leads somewhere for (issue 23): the people who may open the security
 * center, by the access registry (ACCESS.security: the administration). Only they are offered and
 * accepted as the responsible person, and a notice about an incident (assignment, the 72-hour
 * reminders, their mails, checked again when a mail goes out) reaches only those who may open it
 * then, so no link ends in "Keine Berechtigung".
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { profiles, userRoles } from "#platform/auth/tables.ts";
import { requiredRolesOf } from "#shared/access.ts";
import { hasAnyRole, ROLES } from "#shared/roles.ts";
import type { NotificationReadCheck } from "#modules/notifications/index.ts";
import type { StaffOption } from "../schema.ts";
import { displayNameSql } from "./people.ts";
import { securityIncidents } from "./tables.ts";

type Reader = Pick<Db, "select">;

/** The roles that open incidents, derived from the registry (the hierarchy included). */
export const INCIDENT_ROLES = ROLES.filter((held) => hasAnyRole([held], requiredRolesOf("security")));

/** Of the given users, those active ones who may open incidents now. */
export async function usersWhoMayOpenIncidents(db: Reader, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        inArray(profiles.id, [...userIds]),
        isNull(profiles.deactivatedAt),
        sql`EXISTS (SELECT 1 FROM ${userRoles} r WHERE r.user_id = ${profiles.id} AND r.role IN (${sql.join(
          INCIDENT_ROLES.map((role) => sql`${role}`),
          sql`, `,
        )}))`,
      ),
    );
  return rows.map((r: { id: string }) => r.id);
}

/** Everyone who may be named responsible: who may open incidents. */
export async function staffOptions(db: Db | Tx): Promise<StaffOption[]> {
  const rows = await db
    .selectDistinct({ id: profiles.id, name: displayNameSql })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(and(inArray(userRoles.role, INCIDENT_ROLES), sql`${profiles.deactivatedAt} IS NULL`));
  return rows.sort((a, b) => a.name.localeCompare(b.name, "de"));
}

export const INCIDENT_TARGET = "security.incident";

/** Checked again when an incident's notice is mailed (registered by the composition root). */
export const incidentReadCheck: NotificationReadCheck = {
  type: INCIDENT_TARGET,
  async canRead(tx, userIds, incidentId) {
    if (!/^[0-9a-f-]{36}$/.test(incidentId)) return [];
    const [exists] = await tx.select({ id: securityIncidents.id }).from(securityIncidents).where(eq(securityIncidents.id, incidentId));
    return exists ? usersWhoMayOpenIncidents(tx, userIds) : [];
  },
};

/** notify()'s options that keep an incident's notices to those who may open it. */
export const incidentAudience = (incidentId: string) => ({
  target: { type: INCIDENT_TARGET, id: incidentId },
  canRead: (tx: Tx, ids: string[]) => usersWhoMayOpenIncidents(tx, ids),
});
