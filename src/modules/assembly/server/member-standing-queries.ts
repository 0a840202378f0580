/**
 * The member register as the assembly rules see it: every organisation with a membership, its
 * class and whether it is a member on a given day (entered, not yet exited). Read through the
 * tables the members and CRM modules export from their index.ts.
 */
import { and, asc, count, eq, gte, inArray, isNull, lte, notExists, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { organizations } from "#modules/crm/index.ts";
import { memberships } from "#modules/members/index.ts";
import { isMemberOn } from "../domain/membership-day.ts";
import type { MemberStanding } from "../domain/entitlement.ts";
import type { IsoDate } from "#shared/dates.ts";
import { invitations } from "./tables.ts";

type Reader = Db | Tx;

/** domain/membership-day.ts (isMemberOn) as a condition on the memberships table. */
export const memberOn = (onDate: IsoDate) => and(lte(memberships.entryDate, onDate), or(isNull(memberships.exitDate), gte(memberships.exitDate, onDate)));

export async function memberStandings(db: Reader, onDate: IsoDate, organizationIds?: readonly string[]): Promise<MemberStanding[]> {
  if (organizationIds?.length === 0) return [];
  const rows = await db
    .select({
      id: memberships.organizationId,
      name: organizations.name,
      membershipClass: memberships.membershipClass,
      entryDate: memberships.entryDate,
      exitDate: memberships.exitDate,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(organizationIds ? inArray(memberships.organizationId, [...organizationIds]) : undefined)
    .orderBy(asc(organizations.name));
  return rows.map((r) => ({ id: r.id, name: r.name, membershipClass: r.membershipClass, active: isMemberOn(r, onDate) }));
}

/**
 * Counts for thresholds: all current members and the voting (ordinary) ones. "Member on a day" is
 * domain/membership-day.ts (isMemberOn) in SQL; src/modules/analytics/server/routes.db.test.ts
 * holds the analytics' monthly counts, made with isMemberOn, to these.
 */
export async function memberCounts(db: Reader, onDate: IsoDate): Promise<{ members: number; votingMembers: number }> {
  const [row] = await db
    .select({
      members: count(),
      voting: sql<number>`count(*) FILTER (WHERE ${memberships.membershipClass} = 'ordinary')`.mapWith(Number),
    })
    .from(memberships)
    .where(memberOn(onDate));
  return { members: row?.members ?? 0, votingMembers: row?.voting ?? 0 };
}

/** Current members without an invitation to this assembly: whom "Fehlende Einladungen versenden" would reach. */
export async function uninvitedMembers(db: Reader, assemblyId: string, onDate: IsoDate): Promise<number> {
  const invited = db
    .select({ one: sql`1` })
    .from(invitations)
    .where(and(eq(invitations.assemblyId, assemblyId), eq(invitations.organizationId, memberships.organizationId)));
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(memberOn(onDate), notExists(invited)));
  return row?.n ?? 0;
}
