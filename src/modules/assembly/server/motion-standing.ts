/** The figures a motion's admissibility depends on, read inside the caller's transaction. */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import type { IsoDate } from "#shared/dates.ts";
import type { MotionCategory, MotionForVote } from "../domain/motions.ts";
import { memberCounts } from "./member-standing.ts";

type Reader = Pick<Db, "execute">;

export async function motionForVote(db: Reader, motionId: string, votingOn: IsoDate): Promise<MotionForVote & { title: string }> {
  const [motion] = rowsOf<{ category: MotionCategory; late: boolean; late_admitted: boolean; fingerprint: string; repeats: string | null; title: string }>(
    await db.execute(sql`
      SELECT category, late, late_admitted, content_fingerprint AS fingerprint, repeats_motion_id AS repeats, title
      FROM assembly_motions WHERE id = ${motionId}`),
  );
  if (!motion) throw new Error(`Motion ${motionId} not found`);
  const [support] = rowsOf<{ voting: number; all: number }>(
    await db.execute(sql`
      SELECT count(*) FILTER (WHERE m.membership_class = 'ordinary')::int AS voting, count(*)::int AS all
      FROM assembly_motion_supporters s
      JOIN memberships m ON m.organization_id = s.organization_id
        AND m.entry_date <= ${votingOn}::date AND (m.exit_date IS NULL OR m.exit_date >= ${votingOn}::date)
      WHERE s.motion_id = ${motionId}`),
  );
  const previous = rowsOf<{ voted_on: string }>(
    await db.execute(sql`
      SELECT to_char(voted_on, 'YYYY-MM-DD') AS voted_on FROM assembly_motions
      WHERE id <> ${motionId} AND voted_on IS NOT NULL
        AND (content_fingerprint = ${motion.fingerprint} OR id = ${motion.repeats} OR repeats_motion_id = ${motionId})`),
  );
  const counts = await memberCounts(db, votingOn);
  return {
    title: motion.title,
    category: motion.category,
    late: motion.late,
    lateAdmittedByAssembly: motion.late_admitted,
    supportingVotingMembers: support?.voting ?? 0,
    votingMembers: counts.votingMembers,
    filingMembers: support?.all ?? 0,
    totalMembers: counts.members,
    previousVoteDates: previous.map((p) => p.voted_on),
    votingOn,
  };
}
