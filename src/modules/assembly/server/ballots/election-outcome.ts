/**
 * What follows from a closed election ballot: the elected person's term is recorded (ending the
 * predecessor's term on the same seat and the person's other presidium office, if any), or the
 * next ballot (run-off, deciding ballot, repeat) is prepared as a draft for the chair.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "#platform/db/rows.ts";
import type { DeclaredResult } from "../../domain/ballot-result.ts";
import type { BallotMode } from "../../domain/ballots.ts";
import type { IsoDate } from "#shared/dates.ts";
import { isPresidiumOffice, PRESIDIUM_OFFICES, termEndsOn, type ElectionRound, type Office } from "../../domain/elections.ts";
import type { Tx } from "#platform/db/client.ts";
import { createElectionBallot, type CandidateInput } from "./create-ballot.ts";

export interface ClosedElection {
  id: string;
  assemblyId: string;
  agendaItemId: string | null;
  mode: BallotMode;
  office: Office;
  seat: number;
  round: ElectionRound;
  previousBallotId: string | null;
}

interface OptionRow {
  option_key: string;
  label: string;
  candidate_user_id: string | null;
  candidate_organization_id: string | null;
}

export async function applyElectionOutcome(
  tx: Tx,
  ballot: ClosedElection,
  options: OptionRow[],
  result: DeclaredResult,
  today: IsoDate,
  now: Date,
): Promise<void> {
  const candidate = (key: string): CandidateInput => {
    const option = options.find((o) => o.option_key === key)!;
    return { name: option.label, userId: option.candidate_user_id, organizationId: option.candidate_organization_id };
  };
  const next = (round: ElectionRound, keys: string[], decidingPlaces: number | null = null) =>
    createElectionBallot(
      tx,
      {
        assemblyId: ballot.assemblyId,
        agendaItemId: ballot.agendaItemId,
        office: ballot.office,
        seat: ballot.seat,
        mode: ballot.mode,
        round,
        candidates: keys.map(candidate),
        previousBallotId: ballot.id,
        decidingPlaces,
      },
      now,
    );
  const outcome = result.election;
  if (!outcome) return;
  switch (outcome.kind) {
    case "elected":
      await recordTerm(tx, ballot, candidate(outcome.candidateId), today);
      return;
    case "runoff":
      await next("runoff", outcome.candidateIds);
      return;
    case "deciding_ballot":
      await next("deciding", outcome.tied, outcome.places);
      return;
    case "qualified": {
      // The deciding ballot filled the open places: the run-off is between the previous ballot's qualified and these.
      const previous = ballot.previousBallotId ? await previousQualified(tx, ballot.previousBallotId) : [];
      const runoff = [...previous, ...outcome.candidateIds.map(candidate)];
      await createElectionBallot(
        tx,
        {
          assemblyId: ballot.assemblyId,
          agendaItemId: ballot.agendaItemId,
          office: ballot.office,
          seat: ballot.seat,
          mode: ballot.mode,
          round: "runoff",
          candidates: runoff,
          previousBallotId: ballot.id,
        },
        now,
      );
      return;
    }
    case "repeat":
      await next(ballot.round, outcome.candidateIds);
      return;
    case "deciding_repeat":
      await next(
        "deciding",
        options.filter((o) => o.option_key !== "abstain" && o.option_key !== "no").map((o) => o.option_key),
        await decidingPlaces(tx, ballot.id),
      );
      return;
    case "not_elected":
      return;
  }
}

async function recordTerm(tx: Tx, ballot: ClosedElection, person: CandidateInput, today: IsoDate): Promise<void> {
  // The predecessor on this seat leaves office today (§ 5 Abs. 3: until the successor is elected).
  await tx.execute(
    sql`UPDATE association_office_terms SET ended_on = ${today}::date WHERE office = ${ballot.office} AND seat = ${ballot.seat} AND ended_on IS NULL`,
  );
  if (person.userId && isPresidiumOffice(ballot.office)) {
    // Moving within the presidium (e.g. vice president elected president) ends the former office.
    await tx.execute(sql`
      UPDATE association_office_terms SET ended_on = ${today}::date
      WHERE user_id = ${person.userId} AND ended_on IS NULL AND office IN (${sql.join(
        PRESIDIUM_OFFICES.map((o) => sql`${o}`),
        sql`, `,
      )})`);
  }
  await tx.execute(sql`
    INSERT INTO association_office_terms (office, seat, person_name, user_id, organization_id, elected_on, term_ends_on, elected_in_ballot_id)
    VALUES (${ballot.office}, ${ballot.seat}, ${person.name}, ${person.userId}, ${person.organizationId}, ${today}::date, ${termEndsOn(today)}::date, ${ballot.id})`);
}

async function previousQualified(tx: Tx, firstBallotId: string): Promise<CandidateInput[]> {
  const [row] = rowsOf<{ result: DeclaredResult | null }>(await tx.execute(sql`SELECT result FROM assembly_ballots WHERE id = ${firstBallotId}`));
  const election = row?.result?.election;
  if (election?.kind !== "deciding_ballot") return [];
  const options = rowsOf<OptionRow>(
    await tx.execute(
      sql`SELECT option_key, label, candidate_user_id, candidate_organization_id FROM assembly_ballot_options WHERE ballot_id = ${firstBallotId}`,
    ),
  );
  return election.qualified.map((key) => {
    const option = options.find((o) => o.option_key === key)!;
    return { name: option.label, userId: option.candidate_user_id, organizationId: option.candidate_organization_id };
  });
}

async function decidingPlaces(tx: Tx, ballotId: string): Promise<number> {
  const [row] = rowsOf<{ deciding_places: number | null }>(await tx.execute(sql`SELECT deciding_places FROM assembly_ballots WHERE id = ${ballotId}`));
  return row?.deciding_places ?? 1;
}
