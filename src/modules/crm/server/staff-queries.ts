/** Active users with a back-office role (admin, geschaeftsfuehrung, vorstand): who can take part in an interaction. */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { profiles, userRoles } from "#platform/auth/tables.ts";
import { displayName } from "#shared/people.ts";

export interface StaffMember {
  id: string;
  name: string;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectDistinct({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(and(isNull(profiles.deactivatedAt), inArray(userRoles.role, ["admin", "geschaeftsfuehrung", "vorstand"])))
    .orderBy(asc(profiles.lastName), asc(profiles.email), asc(profiles.id))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: displayName(r) }));
}
