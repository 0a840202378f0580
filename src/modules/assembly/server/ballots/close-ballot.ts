/**
 * The chair closes a ballot and the result is declared in the same transaction.
 *
 * Closing updates the ballot row, which waits for every vote holding its share lock; votes that
 * arrive later see "closed" (ADR 150). Secret ballots are checked (counters = participations) and
 * every row is rewritten so that no transaction id links a participation to a counter; afterwards
 * the dead row versions are vacuumed (best effort, outside the transaction).
 */
import { now as currentTime } from "#platform/clock.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { berlinDate } from "#shared/dates.ts";
import { declareResult } from "../../domain/ballot-result.ts";
import type { StoredResult } from "../../schema/views.ts";
import { checkBallotClosing, checkRecordedCounts } from "../../domain/ballots.ts";
import { loadElectorate } from "../electorate-queries.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { ballots, motions, namedVotes, participations, secretTallies } from "../tables.ts";
import { applyElectionOutcome, optionsOf } from "./election-outcome.ts";
import { peoplePresent, tell } from "../notifications.ts";
import { routePath } from "#shared/routes.ts";

/** An open ballot (show of hands): the counts the chair recorded, per option, plus invalid votes. */
export interface RecordedCounts {
  votes: Record<string, number>;
  invalid: number;
}

const bumped = { version: sql`${ballots.version} + 1` };

export async function closeBallot(
  db: Db,
  ballotId: string,
  recorded: RecordedCounts | null,
  now: Date = currentTime(),
  actorId: string | null = null,
): Promise<StoredResult & { deliveryIds: string[] }> {
  const { result, secret, deliveryIds } = await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(ballots)
      .set({ status: "closed", closedAt: now, ...bumped })
      .where(and(eq(ballots.id, ballotId), eq(ballots.status, "open")))
      .returning();
    if (!closed) {
      const [existing] = await tx.select({ status: ballots.status }).from(ballots).where(eq(ballots.id, ballotId));
      if (!existing) throw notFound("Abstimmung nicht gefunden.");
      enforce(checkBallotClosing(existing.status));
    }
    const ballot = closed!;
    const today = berlinDate(now);
    const options = await optionsOf(tx, ballotId);
    const { quorum, electorate } = await loadElectorate(tx, ballot.assemblyId, today);

    let votes: Record<string, number> = {};
    let invalid = 0;
    let participation: number | null = null;
    if (ballot.mode === "open") {
      if (!recorded) throw refusal("counts_missing", "Bitte erfassen Sie das Ergebnis der offenen Abstimmung, bevor Sie sie schließen.", 400);
      const unknown = Object.keys(recorded.votes).filter((key) => !options.some((o) => o.optionKey === key));
      if (unknown.length > 0) throw new HttpError(400, "unknown_option", "Das erfasste Ergebnis enthält eine Antwort, die es in der Abstimmung nicht gibt.");
      const present = electorate.presentMemberIds.length + electorate.representedMemberIds.length;
      enforce(checkRecordedCounts({ ...recorded.votes, invalid: recorded.invalid }, present));
      votes = recorded.votes;
      invalid = recorded.invalid;
    } else {
      const counted =
        ballot.mode === "secret"
          ? await tx.select({ key: secretTallies.optionKey, votes: secretTallies.votes }).from(secretTallies).where(eq(secretTallies.ballotId, ballotId))
          : await tx
              .select({ key: namedVotes.optionKey, votes: count() })
              .from(namedVotes)
              .where(eq(namedVotes.ballotId, ballotId))
              .groupBy(namedVotes.optionKey);
      votes = Object.fromEntries(counted.map((c) => [c.key, c.votes]));
      const [cast] = await tx.select({ n: count() }).from(participations).where(eq(participations.ballotId, ballotId));
      participation = cast!.n;
      const total = counted.reduce((sum, c) => sum + c.votes, 0);
      if (total !== participation) throw new Error(`Ballot ${ballotId}: ${total} votes counted but ${participation} members voted`);
    }

    const declared = declareResult(
      {
        subject: ballot.subject,
        electionRound: ballot.electionRound,
        places: ballot.decidingPlaces ?? undefined,
        options: options.map((o) => ({ key: o.optionKey, label: o.label })),
      },
      votes,
      invalid,
    );
    const stored: StoredResult = { ...declared, quorumLabel: quorum.label, participation };
    await tx.update(ballots).set({ result: stored }).where(eq(ballots.id, ballotId));

    if (ballot.mode === "secret") {
      // Same transaction id on every row: no participation can be matched to a counter (ADR 150).
      await tx
        .update(secretTallies)
        .set({ votes: sql`${secretTallies.votes}` })
        .where(eq(secretTallies.ballotId, ballotId));
      await tx
        .update(participations)
        .set({ organizationId: sql`${participations.organizationId}` })
        .where(eq(participations.ballotId, ballotId));
    }
    const motionBumped = { version: sql`${motions.version} + 1`, updatedAt: sql`now()` };
    if (ballot.motionId && ballot.subject === "procedural") {
      // The assembly decided whether to discuss a late motion (§ 4 Abs. 4).
      if (declared.accepted)
        await tx
          .update(motions)
          .set({ lateAdmitted: true, ...motionBumped })
          .where(eq(motions.id, ballot.motionId));
    } else if (ballot.motionId) {
      await tx
        .update(motions)
        .set({ status: "voted", votedOn: today, ...motionBumped })
        .where(eq(motions.id, ballot.motionId));
    }
    if (ballot.subject === "election") {
      await applyElectionOutcome(
        tx,
        {
          id: ballot.id,
          assemblyId: ballot.assemblyId,
          agendaItemId: ballot.agendaItemId,
          mode: ballot.mode,
          office: ballot.electionOffice!,
          seat: ballot.electionSeat!,
          round: ballot.electionRound!,
          previousBallotId: ballot.previousBallotId,
        },
        options,
        declared,
        today,
        now,
      );
    }
    if (actorId) {
      await recordActivity(tx, {
        userId: actorId,
        type: "ballot_result_declared",
        description: `Ergebnis festgestellt: ${ballot.title}`,
        metadata: { ballotId, assemblyId: ballot.assemblyId, accepted: declared.accepted ?? null },
      });
    }
    const deliveryIds = await tell(tx, await peoplePresent(tx, ballot.assemblyId), {
      kind: "assembly.result",
      title: `Ergebnis: ${ballot.title}`,
      body: declared.outcomeText,
      link: routePath("assemblyDetail", { id: ballot.assemblyId }),
      actorId,
      dedupeKey: `ballot-result:${ballotId}`,
    });
    return { result: stored, secret: ballot.mode === "secret", deliveryIds };
  });
  if (secret) await vacuumSecretTables(db);
  return { ...result, deliveryIds };
}

async function vacuumSecretTables(db: Db): Promise<void> {
  try {
    // Raw: VACUUM is no query the builder can state.
    await db.execute(sql`VACUUM assembly_secret_tallies, assembly_ballot_participations`);
  } catch {
    // Best effort: without the right to vacuum, autovacuum removes the old row versions later.
  }
}
