/**
 * The chair opens a ballot: only in the running assembly, with a quorum (checked now, stored with
 * the ballot), one ballot at a time, and for a motion only when the statutes allow the vote
 * (late motions, support, filers, twelve months). A secret ballot gets its zeroed counters.
 */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { berlinDate } from "#shared/dates.ts";
import { checkBallotOpening, type BallotMode, type BallotStatus } from "../../domain/ballots.ts";
import type { AssemblyStatus } from "../../domain/annual-duties.ts";
import { checkMotionPutToVote } from "../../domain/motions.ts";
import { loadElectorate } from "../electorate-query.ts";
import { motionForVote } from "../motion-standing.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { peoplePresent, tell } from "../notifications.ts";
import { routePath } from "#shared/routes.ts";

export async function openBallot(
  db: Db,
  ballotId: string,
  now: Date = currentTime(),
  actorId: string | null = null,
): Promise<{ id: string; version: number; deliveryIds: string[] }> {
  try {
    return await db.transaction(async (tx) => {
      const [ballot] = rowsOf<{ assembly_id: string; status: BallotStatus; mode: BallotMode; motion_id: string | null; subject: string; title: string }>(
        await tx.execute(sql`SELECT assembly_id, status, mode, motion_id, subject, title FROM assembly_ballots WHERE id = ${ballotId} FOR UPDATE`),
      );
      if (!ballot) throw notFound("Abstimmung nicht gefunden.");
      const [assembly] = rowsOf<{ status: AssemblyStatus }>(await tx.execute(sql`SELECT status FROM general_assemblies WHERE id = ${ballot.assembly_id}`));
      const [other] = rowsOf<{ title: string }>(
        await tx.execute(sql`SELECT title FROM assembly_ballots WHERE assembly_id = ${ballot.assembly_id} AND status = 'open' AND id <> ${ballotId}`),
      );
      const today = berlinDate(now);
      const { quorum, quorumInput } = await loadElectorate(tx, ballot.assembly_id, today);
      enforce(
        checkBallotOpening({ assemblyStatus: assembly!.status, ballotStatus: ballot.status, openBallotTitle: other?.title ?? null, quorum: quorumInput }),
      );
      // A procedural ballot on a motion decides whether a late motion is discussed; the motion's own rules apply to its vote.
      if (ballot.motion_id && ballot.subject !== "procedural") enforce(checkMotionPutToVote(await motionForVote(tx, ballot.motion_id, today)));

      const [opened] = rowsOf<{ version: number }>(
        await tx.execute(sql`
          UPDATE assembly_ballots SET status = 'open', opened_at = ${now}, version = version + 1,
            quorum_at_open = ${JSON.stringify({ ...quorumInput, label: quorum.label })}::jsonb
          WHERE id = ${ballotId} RETURNING version`),
      );
      if (ballot.mode === "secret") {
        await tx.execute(sql`
          INSERT INTO assembly_secret_tallies (ballot_id, option_key, votes)
          SELECT ballot_id, option_key, 0 FROM assembly_ballot_options WHERE ballot_id = ${ballotId}`);
      }
      const deliveryIds = await tell(tx, await peoplePresent(tx, ballot.assembly_id), {
        kind: "assembly.ballot_opened",
        title: `Abstimmung geöffnet: ${ballot.title}`,
        link: routePath("assemblyDetail", { id: ballot.assembly_id }),
        actorId,
        dedupeKey: `ballot-opened:${ballotId}`,
      });
      return { id: ballotId, version: opened!.version, deliveryIds };
    });
  } catch (error) {
    // Two chairs opening two ballots in the same instant: the partial unique index decides.
    if ((error as { code?: string; cause?: { code?: string } }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505") {
      throw refusal("other_ballot_open", "Es ist bereits eine Abstimmung geöffnet. Bitte schließen Sie diese zuerst.");
    }
    throw error;
  }
}
