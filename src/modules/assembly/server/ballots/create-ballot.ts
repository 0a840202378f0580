/**
 * Preparing ballots: a yes/no/abstain ballot on a motion or a procedural question, or an election
 * ballot for one seat with its candidates (checked for eligibility and incompatibility).
 */
import { now as currentTime } from "#platform/clock.ts";
import { eq, isNull } from "drizzle-orm";
import { memberships } from "#modules/members/index.ts";
import { MOTION_OPTIONS } from "../../domain/ballot-result.ts";
import type { BallotMode } from "../../domain/ballots.ts";
import { checkCandidacy, checkSeat, OFFICE_LABELS, type Office, type OfficeTerm } from "../../domain/elections.ts";
import type { ElectionRound } from "../../domain/elections.ts";
import type { BallotSubject } from "../../domain/majority.ts";
import type { MembershipClass } from "../../domain/entitlement.ts";
import { isMemberOn } from "../../domain/membership-day.ts";
import { berlinDate } from "#shared/dates.ts";
import type { Tx } from "#platform/db/client.ts";
import { enforce } from "../refusal.ts";
import { requireAgendaItemOf, requireMotionOf, requireOrganizations, requirePeople, requirePreparableAssembly } from "../references.ts";
import { ballotOptions, ballots, officeTerms } from "../tables.ts";

export interface MotionBallotInput {
  assemblyId: string;
  title: string;
  subject: BallotSubject;
  mode: BallotMode;
  motionId?: string | null;
  agendaItemId?: string | null;
}

export async function createMotionBallot(tx: Tx, input: MotionBallotInput): Promise<string> {
  await requirePreparableAssembly(tx, input.assemblyId);
  if (input.agendaItemId) await requireAgendaItemOf(tx, input.assemblyId, input.agendaItemId);
  if (input.motionId) await requireMotionOf(tx, input.assemblyId, input.motionId, input.agendaItemId ?? null);
  const [row] = await tx
    .insert(ballots)
    .values({
      assemblyId: input.assemblyId,
      agendaItemId: input.agendaItemId ?? null,
      motionId: input.motionId ?? null,
      subject: input.subject,
      title: input.title,
      mode: input.mode,
    })
    .returning({ id: ballots.id });
  await insertOptions(
    tx,
    row!.id,
    MOTION_OPTIONS.map((o) => ({ key: o.key, label: o.label, userId: null, organizationId: null })),
  );
  return row!.id;
}

export interface CandidateInput {
  name: string;
  userId: string | null;
  organizationId: string | null;
}

export interface ElectionBallotInput {
  assemblyId: string;
  agendaItemId?: string | null;
  office: Office;
  seat: number;
  mode: BallotMode;
  round: ElectionRound;
  candidates: CandidateInput[];
  previousBallotId?: string | null;
  decidingPlaces?: number | null;
}

const ROUND_SUFFIX: Record<ElectionRound, string> = { first: "", runoff: " – Stichwahl", deciding: " – Entscheidungswahlgang" };

export async function createElectionBallot(tx: Tx, input: ElectionBallotInput, now: Date = currentTime()): Promise<string> {
  enforce(checkSeat(input.office, input.seat));
  await requirePreparableAssembly(tx, input.assemblyId);
  if (input.agendaItemId) await requireAgendaItemOf(tx, input.assemblyId, input.agendaItemId);
  await requirePeople(
    tx,
    input.candidates.flatMap((c) => (c.userId ? [c.userId] : [])),
  );
  await requireOrganizations(
    tx,
    input.candidates.flatMap((c) => (c.organizationId ? [c.organizationId] : [])),
  );
  if (input.round === "first") {
    const held = await heldOffices(tx);
    for (const candidate of input.candidates) {
      const organization = candidate.organizationId ? await organizationStanding(tx, candidate.organizationId, berlinDate(now)) : null;
      enforce(
        checkCandidacy(
          input.office,
          {
            personKey: personKey(candidate),
            name: candidate.name,
            organizationClass: organization?.membershipClass ?? null,
            organizationActive: organization?.active ?? false,
          },
          held,
        ),
      );
    }
  }
  const seatLabel = input.office === "further_vice_president" || input.office === "cash_auditor" ? ` (Sitz ${input.seat})` : "";
  const title = `Wahl: ${OFFICE_LABELS[input.office]}${seatLabel}${ROUND_SUFFIX[input.round]}`;
  const [row] = await tx
    .insert(ballots)
    .values({
      assemblyId: input.assemblyId,
      agendaItemId: input.agendaItemId ?? null,
      subject: "election",
      title,
      mode: input.mode,
      electionOffice: input.office,
      electionSeat: input.seat,
      electionRound: input.round,
      previousBallotId: input.previousBallotId ?? null,
      decidingPlaces: input.decidingPlaces ?? null,
    })
    .returning({ id: ballots.id });
  const options = input.candidates.map((c, index) => ({ key: `k${index + 1}`, label: c.name, userId: c.userId, organizationId: c.organizationId }));
  if (input.candidates.length === 1) options.push({ key: "no", label: "Nein", userId: null, organizationId: null });
  options.push({ key: "abstain", label: "Enthaltung", userId: null, organizationId: null });
  await insertOptions(tx, row!.id, options);
  return row!.id;
}

function personKey(candidate: CandidateInput): string {
  return candidate.userId ?? `name:${candidate.name.trim().toLowerCase()}`;
}

/** Offices held now; those won earlier in the same assembly are recorded as terms when their ballot closes. */
export async function heldOffices(tx: Tx): Promise<OfficeTerm[]> {
  const rows = await tx
    .select({ userId: officeTerms.userId, personName: officeTerms.personName, office: officeTerms.office })
    .from(officeTerms)
    .where(isNull(officeTerms.endedOn));
  return rows.map((r) => ({ personKey: r.userId ?? `name:${r.personName.trim().toLowerCase()}`, office: r.office }));
}

export async function organizationStanding(
  tx: Tx,
  organizationId: string,
  onDate: string,
): Promise<{ membershipClass: MembershipClass; active: boolean } | null> {
  const [row] = await tx
    .select({ membershipClass: memberships.membershipClass, entryDate: memberships.entryDate, exitDate: memberships.exitDate })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
  return row ? { membershipClass: row.membershipClass, active: isMemberOn(row, onDate) } : null;
}

async function insertOptions(
  tx: Tx,
  ballotId: string,
  options: { key: string; label: string; userId: string | null; organizationId: string | null }[],
): Promise<void> {
  await tx.insert(ballotOptions).values(
    options.map((option, position) => ({
      ballotId,
      optionKey: option.key,
      label: option.label,
      position,
      candidateUserId: option.userId,
      candidateOrganizationId: option.organizationId,
    })),
  );
}
