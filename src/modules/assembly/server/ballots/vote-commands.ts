/**
 * One member's vote in a named or secret ballot, in one transaction (ADR 150):
 *   1. share-lock the ballot row: votes run side by side, closing waits for them, and a vote
 *      after the close sees "closed";
 *   2. may this person cast this member's vote now (check-in, authority, proxies)?
 *   3. the participation row (primary key ballot + member) admits exactly one vote per member;
 *   4. secret: increment the option's counter; named: store the vote with the member.
 */
import { now as currentTime } from "#platform/clock.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { berlinDate } from "#shared/dates.ts";
import { checkVote, type BallotMode } from "../../domain/ballots.ts";
import { loadElectorate } from "../electorate-queries.ts";
import { enforce, notFound } from "../refusal.ts";
import { ballotOptions, ballots, namedVotes, participations, secretTallies } from "../tables.ts";

export interface VoteInput {
  ballotId: string;
  organizationId: string;
  optionKey: string;
}

export interface VoteReceipt {
  ballotId: string;
  organizationId: string;
  mode: BallotMode;
}

export async function castVote(db: Db, input: VoteInput, voter: { id: string }, now: Date = currentTime()): Promise<VoteReceipt> {
  return db.transaction(async (tx) => {
    const [ballot] = await tx
      .select({ assemblyId: ballots.assemblyId, status: ballots.status, mode: ballots.mode })
      .from(ballots)
      .where(eq(ballots.id, input.ballotId))
      .for("share");
    if (!ballot) throw notFound("Abstimmung nicht gefunden.");
    const loaded = await loadElectorate(tx, ballot.assemblyId, berlinDate(now));
    const member = loaded.members.find((m) => m.id === input.organizationId);
    const attempt = {
      ballotStatus: ballot.status,
      mode: ballot.mode,
      memberName: member?.name ?? "dieses Mitglied",
      mayCastForMember: (loaded.electorate.votesByPerson.get(voter.id) ?? []).includes(input.organizationId),
      alreadyVoted: false,
    };
    enforce(checkVote(attempt));
    const [option] = await tx
      .select({ key: ballotOptions.optionKey })
      .from(ballotOptions)
      .where(and(eq(ballotOptions.ballotId, input.ballotId), eq(ballotOptions.optionKey, input.optionKey)));
    if (!option) throw new HttpError(400, "unknown_option", "Diese Antwort gibt es in der Abstimmung nicht.");

    const inserted = await tx
      .insert(participations)
      .values({ ballotId: input.ballotId, organizationId: input.organizationId })
      .onConflictDoNothing()
      .returning({ organizationId: participations.organizationId });
    if (inserted.length === 0) enforce(checkVote({ ...attempt, alreadyVoted: true }));

    if (ballot.mode === "secret") {
      const counted = await tx
        .update(secretTallies)
        .set({ votes: sql`${secretTallies.votes} + 1` })
        .where(and(eq(secretTallies.ballotId, input.ballotId), eq(secretTallies.optionKey, input.optionKey)))
        .returning({ votes: secretTallies.votes });
      if (counted.length !== 1) throw new Error(`Secret tally row missing for ballot ${input.ballotId}`);
    } else {
      await tx
        .insert(namedVotes)
        .values({ ballotId: input.ballotId, organizationId: input.organizationId, optionKey: input.optionKey, castBy: voter.id, castAt: now });
    }
    return { ballotId: input.ballotId, organizationId: input.organizationId, mode: ballot.mode };
  });
}
