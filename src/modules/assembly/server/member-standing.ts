/**
 * The member register as the assembly rules see it: every organisation with a membership, its
 * class and whether it is a member on a given day (entered, not yet exited). Read with SQL so the
 * assembly module needs nothing from the members module but its tables' shape.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import type { MemberStanding, MembershipClass } from "../domain/entitlement.ts";
import type { IsoDate } from "#shared/dates.ts";

type Reader = Pick<Db, "execute">;

interface Row {
  id: string;
  name: string;
  membership_class: MembershipClass;
  active: boolean;
}

export async function memberStandings(db: Reader, onDate: IsoDate, organizationIds?: readonly string[]): Promise<MemberStanding[]> {
  const filter = organizationIds
    ? organizationIds.length === 0
      ? sql`AND false`
      : sql`AND m.organization_id IN (${sql.join(
          organizationIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
    : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      SELECT m.organization_id AS id, o.name, m.membership_class,
             (m.entry_date <= ${onDate}::date AND (m.exit_date IS NULL OR m.exit_date >= ${onDate}::date)) AS active
      FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE true ${filter}
      ORDER BY o.name`),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, membershipClass: r.membership_class, active: r.active }));
}

/**
 * Counts for thresholds: all current members and the voting (ordinary) ones. "Member on a day" is
 * domain/membership-day.ts (isMemberOn) in SQL; src/modules/analytics/server/routes.db.test.ts
 * holds the analytics' monthly counts, made with isMemberOn, to these.
 */
export async function memberCounts(db: Reader, onDate: IsoDate): Promise<{ members: number; votingMembers: number }> {
  const [row] = rowsOf<{ members: number; voting: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS members, count(*) FILTER (WHERE membership_class = 'ordinary')::int AS voting
      FROM memberships WHERE entry_date <= ${onDate}::date AND (exit_date IS NULL OR exit_date >= ${onDate}::date)`),
  );
  return { members: row?.members ?? 0, votingMembers: row?.voting ?? 0 };
}

/** Current members without an invitation to this assembly: whom "Fehlende Einladungen versenden" would reach. */
export async function uninvitedMembers(db: Reader, assemblyId: string, onDate: IsoDate): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS n FROM memberships m
      WHERE m.entry_date <= ${onDate}::date AND (m.exit_date IS NULL OR m.exit_date >= ${onDate}::date)
        AND NOT EXISTS (SELECT 1 FROM assembly_invitations i WHERE i.assembly_id = ${assemblyId} AND i.organization_id = m.organization_id)`),
  );
  return row?.n ?? 0;
}
