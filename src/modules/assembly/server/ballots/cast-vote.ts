/**
 * One member's vote in a named or secret ballot, in one transaction (ADR 150):
 *   1. share-lock the ballot row: votes run side by side, closing waits for them, and a vote
 *      after the close sees "closed";
 *   2. may this person cast this member's vote now (check-in, authority, proxies)?
 *   3. the participation row (primary key ballot + member) admits exactly one vote per member;
 *   4. secret: increment the option's counter; named: store the vote with the member.
 */
import { now as currentTime } from "#platform/clock.ts";
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { HttpError } from "#platform/http/errors.ts";
import { berlinDate } from "#shared/dates.ts";
import { checkVote, type BallotMode, type BallotStatus } from "../../domain/ballots.ts";
import { loadElectorate } from "../electorate-query.ts";
import { enforce, notFound } from "../refusal.ts";

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
    const [ballot] = rowsOf<{ assembly_id: string; status: BallotStatus; mode: BallotMode }>(
      await tx.execute(sql`SELECT assembly_id, status, mode FROM assembly_ballots WHERE id = ${input.ballotId} FOR SHARE`),
    );
    if (!ballot) throw notFound("Abstimmung nicht gefunden.");
    const loaded = await loadElectorate(tx, ballot.assembly_id, berlinDate(now));
    const member = loaded.members.find((m) => m.id === input.organizationId);
    const attempt = {
      ballotStatus: ballot.status,
      mode: ballot.mode,
      memberName: member?.name ?? "dieses Mitglied",
      mayCastForMember: (loaded.electorate.votesByPerson.get(voter.id) ?? []).includes(input.organizationId),
      alreadyVoted: false,
    };
    enforce(checkVote(attempt));
    const [option] = rowsOf<{ option_key: string }>(
      await tx.execute(sql`SELECT option_key FROM assembly_ballot_options WHERE ballot_id = ${input.ballotId} AND option_key = ${input.optionKey}`),
    );
    if (!option) throw new HttpError(400, "unknown_option", "Diese Antwort gibt es in der Abstimmung nicht.");

    const inserted = rowsOf<{ organization_id: string }>(
      await tx.execute(sql`
        INSERT INTO assembly_ballot_participations (ballot_id, organization_id) VALUES (${input.ballotId}, ${input.organizationId})
        ON CONFLICT DO NOTHING RETURNING organization_id`),
    );
    if (inserted.length === 0) enforce(checkVote({ ...attempt, alreadyVoted: true }));

    if (ballot.mode === "secret") {
      const counted = rowsOf<{ votes: number }>(
        await tx.execute(sql`
          UPDATE assembly_secret_tallies SET votes = votes + 1
          WHERE ballot_id = ${input.ballotId} AND option_key = ${input.optionKey} RETURNING votes`),
      );
      if (counted.length !== 1) throw new Error(`Secret tally row missing for ballot ${input.ballotId}`);
    } else {
      await tx.execute(sql`
        INSERT INTO assembly_named_votes (ballot_id, organization_id, option_key, cast_by, cast_at)
        VALUES (${input.ballotId}, ${input.organizationId}, ${input.optionKey}, ${voter.id}, ${now})`);
    }
    return { ballotId: input.ballotId, organizationId: input.organizationId, mode: ballot.mode };
  });
}
