/**
 * The figures above the member register: current members per class and per federal state, and
 * the total track length (the live "about 5.000 km" fact). One aggregate over the whole register,
 * remembered per process with the register revision it saw (migration 0062), so that repeated
 * loads of the list screen cost one tiny read until something in the register changes.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { memberships, registerRevision } from "./tables.ts";
import { organizations } from "#modules/crm/index.ts";

import type { MemberFigures } from "../schema/member.ts";

/**
 * A member counts as current until its exit date has passed: a resignation received in June keeps
 * the company a member (with its track kilometres) until 31 December.
 */
// A member today: entered by today (an admission with a later entry date is not one yet) and not exited.
const isCurrent = (today: string) => sql`${memberships.entryDate} <= ${today} AND (${memberships.exitDate} IS NULL OR ${memberships.exitDate} >= ${today})`;

/** Per database handle (tests open several), the last figures and what they were computed for. */
const remembered = new WeakMap<Db, { revision: string; today: string; figures: MemberFigures }>();

export async function memberFigures(db: Db, today: string): Promise<MemberFigures> {
  const [current] = await db.select({ revision: sql<string>`${registerRevision.revision}::text` }).from(registerRevision);
  const known = remembered.get(db);
  if (known && current && known.revision === current.revision && known.today === today) return known.figures;
  const { figures, revision } = await computeFigures(db, today);
  remembered.set(db, { revision, today, figures });
  return figures;
}

/** One pass over the register (GROUPING SETS), with the revision read in the same snapshot. */
async function computeFigures(db: Db, today: string): Promise<{ figures: MemberFigures; revision: string }> {
  const rows = await db
    .select({
      membershipClass: memberships.membershipClass,
      state: organizations.state,
      byClass: sql<number>`grouping(${memberships.membershipClass})`,
      byState: sql<number>`grouping(${organizations.state})`,
      members: sql<number>`count(*)::int`,
      km: sql<string>`coalesce(sum(${memberships.trackLengthKm}), 0)::text`,
      revision: sql<string>`(SELECT revision::text FROM register_revision)`,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(isCurrent(today))
    .groupBy(sql`GROUPING SETS ((${memberships.membershipClass}), (${organizations.state}), ())`);
  // grouping(x) is 0 where the row is grouped by x and 1 where x is rolled up.
  const total = rows.find((r) => Number(r.byClass) === 1 && Number(r.byState) === 1);
  const figures: MemberFigures = {
    currentMembers: total?.members ?? 0,
    byClass: rows.filter((r) => Number(r.byClass) === 0).map((r) => ({ membershipClass: r.membershipClass, members: r.members })),
    byState: rows
      .filter((r) => Number(r.byState) === 0)
      .map((r) => ({ state: r.state, members: r.members }))
      .sort((a, b) => b.members - a.members || String(a.state).localeCompare(String(b.state), "de")),
    totalTrackLengthKm: Number(total?.km ?? 0),
  };
  // The grand-total row always exists (GROUPING SETS with ()), so the revision is always read.
  return { figures, revision: total?.revision ?? "" };
}
