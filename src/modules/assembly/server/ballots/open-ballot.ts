/**
 * The chair opens a ballot: only in the running assembly, with a quorum (checked now, stored with
 * the ballot), one ballot at a time, and for a motion only when the statutes allow the vote
 * (late motions, support, filers, twelve months). A secret ballot gets its zeroed counters.
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { berlinDate } from "#shared/dates.ts";
import { checkBallotOpening } from "../../domain/ballots.ts";
import { checkMotionPutToVote } from "../../domain/motions.ts";
import { loadElectorate } from "../electorate-queries.ts";
import { motionForVote } from "../motion-standing-queries.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { peoplePresent, tell } from "../notifications.ts";
import { routePath } from "#shared/routes.ts";
import { ballotOptions, ballots, generalAssemblies, secretTallies } from "../tables.ts";

export async function openBallot(
  db: Db,
  ballotId: string,
  now: Date = currentTime(),
  actorId: string | null = null,
): Promise<{ id: string; version: number; deliveryIds: string[] }> {
  try {
    return await db.transaction(async (tx) => {
      const [ballot] = await tx
        .select({
          assemblyId: ballots.assemblyId,
          status: ballots.status,
          mode: ballots.mode,
          motionId: ballots.motionId,
          subject: ballots.subject,
          title: ballots.title,
        })
        .from(ballots)
        .where(eq(ballots.id, ballotId))
        .for("update");
      if (!ballot) throw notFound("Abstimmung nicht gefunden.");
      const [assembly] = await tx.select({ status: generalAssemblies.status }).from(generalAssemblies).where(eq(generalAssemblies.id, ballot.assemblyId));
      const [other] = await tx
        .select({ title: ballots.title })
        .from(ballots)
        .where(and(eq(ballots.assemblyId, ballot.assemblyId), eq(ballots.status, "open"), ne(ballots.id, ballotId)));
      const today = berlinDate(now);
      const { quorum, quorumInput } = await loadElectorate(tx, ballot.assemblyId, today);
      enforce(
        checkBallotOpening({ assemblyStatus: assembly!.status, ballotStatus: ballot.status, openBallotTitle: other?.title ?? null, quorum: quorumInput }),
      );
      // A procedural ballot on a motion decides whether a late motion is discussed; the motion's own rules apply to its vote.
      if (ballot.motionId && ballot.subject !== "procedural") enforce(checkMotionPutToVote(await motionForVote(tx, ballot.motionId, today)));

      const [opened] = await tx
        .update(ballots)
        .set({ status: "open", openedAt: now, version: sql`${ballots.version} + 1`, quorumAtOpen: { ...quorumInput, label: quorum.label } })
        .where(eq(ballots.id, ballotId))
        .returning({ version: ballots.version });
      if (ballot.mode === "secret") {
        await tx.insert(secretTallies).select(
          tx
            .select({ ballotId: ballotOptions.ballotId, optionKey: ballotOptions.optionKey, votes: sql<number>`0`.as("votes") })
            .from(ballotOptions)
            .where(eq(ballotOptions.ballotId, ballotId)),
        );
      }
      const deliveryIds = await tell(tx, await peoplePresent(tx, ballot.assemblyId), {
        kind: "assembly.ballot_opened",
        title: `Abstimmung geöffnet: ${ballot.title}`,
        link: routePath("assemblyDetail", { id: ballot.assemblyId }),
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
