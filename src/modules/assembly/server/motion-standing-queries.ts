/** The figures a motion's admissibility depends on, read inside the caller's transaction. */
import { and, count, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { memberships } from "#modules/members/index.ts";
import type { IsoDate } from "#shared/dates.ts";
import type { MotionForVote } from "../domain/motions.ts";
import { memberCounts, memberOn } from "./member-standing-queries.ts";
import { motionSupporters, motions } from "./tables.ts";

export async function motionForVote(db: Db | Tx, motionId: string, votingOn: IsoDate): Promise<MotionForVote & { title: string }> {
  const [motion] = await db
    .select({
      category: motions.category,
      late: motions.late,
      lateAdmitted: motions.lateAdmitted,
      fingerprint: motions.contentFingerprint,
      repeats: motions.repeatsMotionId,
      title: motions.title,
    })
    .from(motions)
    .where(eq(motions.id, motionId));
  if (!motion) throw new Error(`Motion ${motionId} not found`);
  const [support] = await db
    .select({
      voting: sql<number>`count(*) FILTER (WHERE ${memberships.membershipClass} = 'ordinary')`.mapWith(Number),
      all: count(),
    })
    .from(motionSupporters)
    .innerJoin(memberships, and(eq(memberships.organizationId, motionSupporters.organizationId), memberOn(votingOn)))
    .where(eq(motionSupporters.motionId, motionId));
  const sameMotion = [eq(motions.contentFingerprint, motion.fingerprint), eq(motions.repeatsMotionId, motionId)];
  if (motion.repeats) sameMotion.push(eq(motions.id, motion.repeats));
  const previous = await db
    .select({ votedOn: motions.votedOn })
    .from(motions)
    .where(and(ne(motions.id, motionId), isNotNull(motions.votedOn), or(...sameMotion)));
  const counts = await memberCounts(db, votingOn);
  return {
    title: motion.title,
    category: motion.category,
    late: motion.late,
    lateAdmittedByAssembly: motion.lateAdmitted,
    supportingVotingMembers: support?.voting ?? 0,
    votingMembers: counts.votingMembers,
    filingMembers: support?.all ?? 0,
    totalMembers: counts.members,
    previousVoteDates: previous.map((p) => p.votedOn!),
    votingOn,
  };
}
