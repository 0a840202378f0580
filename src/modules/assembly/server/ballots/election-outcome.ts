/**
 * What follows from a closed election ballot: the elected person's term is recorded (ending the
 * predecessor's term on the same seat and the person's other presidium office, if any), or the
 * next ballot (run-off, deciding ballot, repeat) is prepared as a draft for the chair.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { DeclaredResult } from "../../domain/ballot-result.ts";
import type { BallotMode } from "../../domain/ballots.ts";
import type { IsoDate } from "#shared/dates.ts";
import { isPresidiumOffice, PRESIDIUM_OFFICES, termEndsOn, type ElectionRound, type Office } from "../../domain/elections.ts";
import type { Tx } from "#platform/db/client.ts";
import { ballotOptions, ballots, officeTerms } from "../tables.ts";
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

/** A ballot's options with their candidates, as closeBallot reads them. */
export type OptionRow = Pick<typeof ballotOptions.$inferSelect, "optionKey" | "label" | "candidateUserId" | "candidateOrganizationId">;

export async function applyElectionOutcome(
  tx: Tx,
  ballot: ClosedElection,
  options: OptionRow[],
  result: DeclaredResult,
  today: IsoDate,
  now: Date,
): Promise<void> {
  const candidate = (key: string): CandidateInput => {
    const option = options.find((o) => o.optionKey === key)!;
    return { name: option.label, userId: option.candidateUserId, organizationId: option.candidateOrganizationId };
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
        options.filter((o) => o.optionKey !== "abstain" && o.optionKey !== "no").map((o) => o.optionKey),
        await decidingPlaces(tx, ballot.id),
      );
      return;
    case "not_elected":
      return;
  }
}

async function recordTerm(tx: Tx, ballot: ClosedElection, person: CandidateInput, today: IsoDate): Promise<void> {
  // The predecessor on this seat leaves office today (§ 5 Abs. 3: until the successor is elected).
  await tx
    .update(officeTerms)
    .set({ endedOn: today })
    .where(and(eq(officeTerms.office, ballot.office), eq(officeTerms.seat, ballot.seat), isNull(officeTerms.endedOn)));
  if (person.userId && isPresidiumOffice(ballot.office)) {
    // Moving within the presidium (e.g. vice president elected president) ends the former office.
    await tx
      .update(officeTerms)
      .set({ endedOn: today })
      .where(and(eq(officeTerms.userId, person.userId), isNull(officeTerms.endedOn), inArray(officeTerms.office, [...PRESIDIUM_OFFICES])));
  }
  await tx.insert(officeTerms).values({
    office: ballot.office,
    seat: ballot.seat,
    personName: person.name,
    userId: person.userId,
    organizationId: person.organizationId,
    electedOn: today,
    termEndsOn: termEndsOn(today),
    electedInBallotId: ballot.id,
  });
}

async function previousQualified(tx: Tx, firstBallotId: string): Promise<CandidateInput[]> {
  const [row] = await tx.select({ result: ballots.result }).from(ballots).where(eq(ballots.id, firstBallotId));
  // jsonb written by closeBallot from the declared result.
  const election = (row?.result as DeclaredResult | null | undefined)?.election;
  if (election?.kind !== "deciding_ballot") return [];
  const options = await optionsOf(tx, firstBallotId);
  return election.qualified.map((key) => {
    const option = options.find((o) => o.optionKey === key)!;
    return { name: option.label, userId: option.candidateUserId, organizationId: option.candidateOrganizationId };
  });
}

async function decidingPlaces(tx: Tx, ballotId: string): Promise<number> {
  const [row] = await tx.select({ places: ballots.decidingPlaces }).from(ballots).where(eq(ballots.id, ballotId));
  return row?.places ?? 1;
}

/** The options of a ballot in their order. */
export function optionsOf(tx: Tx, ballotId: string): Promise<OptionRow[]> {
  return tx
    .select({
      optionKey: ballotOptions.optionKey,
      label: ballotOptions.label,
      candidateUserId: ballotOptions.candidateUserId,
      candidateOrganizationId: ballotOptions.candidateOrganizationId,
    })
    .from(ballotOptions)
    .where(eq(ballotOptions.ballotId, ballotId))
    .orderBy(ballotOptions.position);
}
