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
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { HttpError } from "#platform/http/errors.ts";
import { berlinDate } from "#shared/dates.ts";
import { declareResult } from "../../domain/ballot-result.ts";
import type { StoredResult } from "../../schema/views.ts";
import { checkBallotClosing, checkRecordedCounts, type BallotMode, type BallotStatus } from "../../domain/ballots.ts";
import type { ElectionRound, Office } from "../../domain/elections.ts";
import type { BallotSubject } from "../../domain/majority.ts";
import { loadElectorate } from "../electorate-query.ts";
import { enforce, notFound, refusal } from "../refusal.ts";
import { applyElectionOutcome } from "./election-outcome.ts";
import { peoplePresent, tell } from "../notifications.ts";
import { routePath } from "#shared/routes.ts";

/** An open ballot (show of hands): the counts the chair recorded, per option, plus invalid votes. */
export interface RecordedCounts {
  votes: Record<string, number>;
  invalid: number;
}

interface ClosedRow {
  id: string;
  assembly_id: string;
  agenda_item_id: string | null;
  motion_id: string | null;
  subject: BallotSubject | "election";
  mode: BallotMode;
  election_office: Office | null;
  election_seat: number | null;
  election_round: ElectionRound | null;
  deciding_places: number | null;
  previous_ballot_id: string | null;
  title: string;
}

export async function closeBallot(
  db: Db,
  ballotId: string,
  recorded: RecordedCounts | null,
  now: Date = currentTime(),
  actorId: string | null = null,
): Promise<StoredResult & { deliveryIds: string[] }> {
  const { result, secret, deliveryIds } = await db.transaction(async (tx) => {
    const [closed] = rowsOf<ClosedRow>(
      await tx.execute(sql`
        UPDATE assembly_ballots SET status = 'closed', closed_at = ${now}, version = version + 1
        WHERE id = ${ballotId} AND status = 'open'
        RETURNING id, assembly_id, agenda_item_id, motion_id, subject, mode, election_office, election_seat, election_round, deciding_places, previous_ballot_id, title`),
    );
    if (!closed) {
      const [existing] = rowsOf<{ status: BallotStatus }>(await tx.execute(sql`SELECT status FROM assembly_ballots WHERE id = ${ballotId}`));
      if (!existing) throw notFound("Abstimmung nicht gefunden.");
      enforce(checkBallotClosing(existing.status));
    }
    const ballot = closed!;
    const today = berlinDate(now);
    const options = rowsOf<{ option_key: string; label: string; candidate_user_id: string | null; candidate_organization_id: string | null }>(
      await tx.execute(
        sql`SELECT option_key, label, candidate_user_id, candidate_organization_id FROM assembly_ballot_options WHERE ballot_id = ${ballotId} ORDER BY position`,
      ),
    );
    const { quorum, electorate } = await loadElectorate(tx, ballot.assembly_id, today);

    let votes: Record<string, number> = {};
    let invalid = 0;
    let participation: number | null = null;
    if (ballot.mode === "open") {
      if (!recorded) throw refusal("counts_missing", "Bitte erfassen Sie das Ergebnis der offenen Abstimmung, bevor Sie sie schließen.", 400);
      const unknown = Object.keys(recorded.votes).filter((key) => !options.some((o) => o.option_key === key));
      if (unknown.length > 0) throw new HttpError(400, "unknown_option", "Das erfasste Ergebnis enthält eine Antwort, die es in der Abstimmung nicht gibt.");
      const present = electorate.presentMemberIds.length + electorate.representedMemberIds.length;
      enforce(checkRecordedCounts({ ...recorded.votes, invalid: recorded.invalid }, present));
      votes = recorded.votes;
      invalid = recorded.invalid;
    } else {
      const counted =
        ballot.mode === "secret"
          ? rowsOf<{ option_key: string; votes: number }>(
              await tx.execute(sql`SELECT option_key, votes FROM assembly_secret_tallies WHERE ballot_id = ${ballotId}`),
            )
          : rowsOf<{ option_key: string; votes: number }>(
              await tx.execute(sql`SELECT option_key, count(*)::int AS votes FROM assembly_named_votes WHERE ballot_id = ${ballotId} GROUP BY option_key`),
            );
      votes = Object.fromEntries(counted.map((c) => [c.option_key, c.votes]));
      const [cast] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM assembly_ballot_participations WHERE ballot_id = ${ballotId}`));
      participation = cast!.n;
      const total = counted.reduce((sum, c) => sum + c.votes, 0);
      if (total !== participation) throw new Error(`Ballot ${ballotId}: ${total} votes counted but ${participation} members voted`);
    }

    const declared = declareResult(
      {
        subject: ballot.subject,
        electionRound: ballot.election_round,
        places: ballot.deciding_places ?? undefined,
        options: options.map((o) => ({ key: o.option_key, label: o.label })),
      },
      votes,
      invalid,
    );
    const stored: StoredResult = { ...declared, quorumLabel: quorum.label, participation };
    await tx.execute(sql`UPDATE assembly_ballots SET result = ${JSON.stringify(stored)}::jsonb WHERE id = ${ballotId}`);

    if (ballot.mode === "secret") {
      // Same transaction id on every row: no participation can be matched to a counter (ADR 150).
      await tx.execute(sql`UPDATE assembly_secret_tallies SET votes = votes WHERE ballot_id = ${ballotId}`);
      await tx.execute(sql`UPDATE assembly_ballot_participations SET organization_id = organization_id WHERE ballot_id = ${ballotId}`);
    }
    if (ballot.motion_id && ballot.subject === "procedural") {
      // The assembly decided whether to discuss a late motion (§ 4 Abs. 4).
      if (declared.accepted)
        await tx.execute(sql`UPDATE assembly_motions SET late_admitted = true, version = version + 1, updated_at = now() WHERE id = ${ballot.motion_id}`);
    } else if (ballot.motion_id) {
      await tx.execute(
        sql`UPDATE assembly_motions SET status = 'voted', voted_on = ${today}::date, version = version + 1, updated_at = now() WHERE id = ${ballot.motion_id}`,
      );
    }
    if (ballot.subject === "election") {
      await applyElectionOutcome(
        tx,
        {
          id: ballot.id,
          assemblyId: ballot.assembly_id,
          agendaItemId: ballot.agenda_item_id,
          mode: ballot.mode,
          office: ballot.election_office!,
          seat: ballot.election_seat!,
          round: ballot.election_round!,
          previousBallotId: ballot.previous_ballot_id,
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
        metadata: { ballotId, assemblyId: ballot.assembly_id, accepted: declared.accepted ?? null },
      });
    }
    const deliveryIds = await tell(tx, await peoplePresent(tx, ballot.assembly_id), {
      kind: "assembly.result",
      title: `Ergebnis: ${ballot.title}`,
      body: declared.outcomeText,
      link: routePath("assemblyDetail", { id: ballot.assembly_id }),
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
    await db.execute(sql`VACUUM assembly_secret_tallies, assembly_ballot_participations`);
  } catch {
    // Best effort: without the right to vacuum, autovacuum removes the old row versions later.
  }
}
