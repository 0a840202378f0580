/**
 * Elections (§ 4 Abs. 2, § 5 Abs. 1 and 3, § 6 Abs. 4, § 7 Abs. 5 Satzung).
 *
 * - Presidium: president, vice president, treasurer, and up to two further vice presidents;
 *   elected for two years, in office until a successor is elected. Eligible are natural persons
 *   belonging to an ordinary member as organ member or senior employee.
 * - Two cash auditors, two years, who must not belong to the presidium.
 * - Elections are open unless one voting member demands a secret ballot.
 * - One ballot per seat. With one candidate: yes/no, elected with more yes than no. With several:
 *   elected with more than half of the valid votes; otherwise a run-off between the two with the
 *   most votes. Abstentions and invalid votes do not count (§ 7 Abs. 2).
 *   Not in the statutes, decided in ADR 150: a tie for a run-off place is settled by a deciding
 *   ballot among the tied candidates; a tied run-off is repeated.
 */
import { countOf, pluralOf } from "#shared/plural.ts";
import { addMonths, formatGermanDate, type IsoDate } from "#shared/dates.ts";
import { COUNTING_INTERPRETATION } from "./majority.ts";
import { isMoreThanHalf } from "./thresholds.ts";
import { allowed, refuse, type Verdict } from "./verdict.ts";
import type { MembershipClass } from "./entitlement.ts";

export const OFFICES = ["president", "vice_president", "treasurer", "further_vice_president", "cash_auditor"] as const;
export type Office = (typeof OFFICES)[number];

export const PRESIDIUM_OFFICES: readonly Office[] = ["president", "vice_president", "treasurer", "further_vice_president"];

export const OFFICE_LABELS: Record<Office, string> = {
  president: "Präsidentin / Präsident",
  vice_president: "Vizepräsidentin / Vizepräsident",
  treasurer: "Schatzmeisterin / Schatzmeister",
  further_vice_president: "Weitere Vizepräsidentin / weiterer Vizepräsident",
  cash_auditor: "Kassenprüferin / Kassenprüfer",
};

export const OFFICE_SEATS: Record<Office, number> = {
  president: 1,
  vice_president: 1,
  treasurer: 1,
  further_vice_president: 2,
  cash_auditor: 2,
};

export const TERM_MONTHS = 24;

export function isPresidiumOffice(office: Office): boolean {
  return PRESIDIUM_OFFICES.includes(office);
}

/** Two years from the election day (§ 5 Abs. 3, § 6 Abs. 4); the holder stays until a successor is elected. */
export function termEndsOn(electedOn: IsoDate): IsoDate {
  return addMonths(electedOn, TERM_MONTHS);
}

export function termLabel(electedOn: IsoDate, today: IsoDate, office: Office): string {
  const end = termEndsOn(electedOn);
  if (today <= end) return `Gewählt am ${formatGermanDate(electedOn)}, Amtszeit bis ${formatGermanDate(end)}`;
  return isPresidiumOffice(office)
    ? `Amtszeit am ${formatGermanDate(end)} abgelaufen; bleibt bis zur Wahl der Nachfolge im Amt (§ 5 Abs. 3 Satzung)`
    : `Amtszeit am ${formatGermanDate(end)} abgelaufen; Neuwahl erforderlich`;
}

export function checkSeat(office: Office, seat: number): Verdict {
  if (Number.isInteger(seat) && seat >= 1 && seat <= OFFICE_SEATS[office]) return allowed;
  return refuse(
    "seat_out_of_range",
    office === "further_vice_president"
      ? "Die Mitgliederversammlung kann bis zu zwei weitere Vizepräsidentinnen oder Vizepräsidenten wählen (§ 5 Abs. 1 Satzung)."
      : office === "cash_auditor"
        ? "Es werden zwei Kassenprüferinnen oder Kassenprüfer gewählt (§ 6 Abs. 4 Satzung)."
        : `Für das Amt ${OFFICE_LABELS[office]} gibt es genau einen Sitz (§ 5 Abs. 1 Satzung).`,
  );
}

export interface Candidate {
  /** Stable key of the natural person (user id or contact id). */
  personKey: string;
  name: string;
  /** Membership of the organisation the person belongs to; null for persons outside the members. */
  organizationClass: MembershipClass | null;
  organizationActive: boolean;
}

export interface OfficeTerm {
  personKey: string;
  office: Office;
}

/**
 * May this person stand for this office? `heldOffices` are the offices the person holds now or
 * was elected to earlier in the same assembly.
 */
export function checkCandidacy(office: Office, candidate: Candidate, heldOffices: readonly OfficeTerm[]): Verdict {
  const own = heldOffices.filter((term) => term.personKey === candidate.personKey);
  if (isPresidiumOffice(office)) {
    if (candidate.organizationClass !== "ordinary" || !candidate.organizationActive) {
      return refuse(
        "candidate_not_eligible",
        `${candidate.name} ist nicht wählbar: In den Vorstand wählbar sind natürliche Personen, die einem ordentlichen Mitglied als Organmitglied oder leitende Beschäftigte angehören (§ 5 Abs. 3 Satzung).`,
      );
    }
    if (own.some((term) => term.office === "cash_auditor")) {
      return refuse(
        "auditor_in_presidium",
        `${candidate.name} ist Kassenprüferin oder Kassenprüfer. Kassenprüfer dürfen dem Vorstand nicht angehören (§ 6 Abs. 4 Satzung); vor einer Kandidatur muss das Prüferamt enden.`,
      );
    }
    return allowed;
  }
  const presidiumOffice = own.find((term) => isPresidiumOffice(term.office));
  if (presidiumOffice) {
    return refuse(
      "presidium_as_auditor",
      `${candidate.name} gehört dem Vorstand an (${OFFICE_LABELS[presidiumOffice.office]}) und kann nicht zur Kassenprüferin oder zum Kassenprüfer gewählt werden (§ 6 Abs. 4 Satzung).`,
    );
  }
  return allowed;
}

export interface CandidateCount {
  candidateId: string;
  name: string;
  votes: number;
}

export type ElectionOutcome =
  | { kind: "elected"; candidateId: string }
  | { kind: "not_elected" }
  | { kind: "runoff"; candidateIds: [string, string] }
  /** Places in the run-off are tied: `qualified` are in, `tied` compete for `places` remaining places. */
  | { kind: "deciding_ballot"; qualified: string[]; tied: string[]; places: number }
  | { kind: "repeat"; candidateIds: string[] };

export interface ElectionResult {
  outcome: ElectionOutcome;
  valid: number;
  abstain: number;
  invalid: number;
  ruleText: string;
  interpretation: string;
  outcomeText: string;
}

export type ElectionRound = "first" | "runoff" | "deciding";

export const ELECTION_RULE_TEXT =
  "Gewählt ist, wer die Mehrheit der abgegebenen gültigen Stimmen erhält; sonst Stichwahl zwischen den beiden Personen mit den meisten Stimmen (§ 7 Abs. 5 Satzung)";

const electionInterpretation = `${COUNTING_INTERPRETATION} Gewählt ist, wer mehr als die Hälfte der gültigen Stimmen erhält. Gibt es keine solche Mehrheit, folgt eine Stichwahl zwischen den beiden Personen mit den meisten Stimmen; sind diese Plätze wegen Stimmengleichheit nicht eindeutig, entscheidet vorher ein Wahlgang zwischen den Gleichplatzierten. Eine Stichwahl mit Stimmengleichheit wird wiederholt.`;

function validate(values: readonly number[]): void {
  for (const value of values) if (!Number.isInteger(value) || value < 0) throw new RangeError("Vote counts must be non-negative integers");
}

function figuresOf(sorted: readonly CandidateCount[], abstain: number, invalid: number): string {
  return `${sorted.map((c) => `${c.name} ${c.votes}`).join(", ")}; ${countOf(abstain, "Enthaltung", "Enthaltungen")}, ${invalid} ungültig`;
}

function ranked(candidates: readonly CandidateCount[]): CandidateCount[] {
  return [...candidates].sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name, "de"));
}

/** One candidate: a yes/no ballot, elected with more yes than no. */
export function tallySingleCandidate(candidate: CandidateCount & { no: number }, abstain: number, invalid: number): ElectionResult {
  validate([candidate.votes, candidate.no, abstain, invalid]);
  const valid = candidate.votes + candidate.no;
  const elected = candidate.votes > candidate.no;
  const figures = `${candidate.votes} Ja, ${candidate.no} Nein, ${countOf(abstain, "Enthaltung", "Enthaltungen")}, ${invalid} ungültig`;
  return {
    outcome: elected ? { kind: "elected", candidateId: candidate.candidateId } : { kind: "not_elected" },
    valid,
    abstain,
    invalid,
    ruleText: ELECTION_RULE_TEXT,
    interpretation: `${COUNTING_INTERPRETATION} Bei nur einer Bewerbung ist gewählt, wer mehr Ja- als Nein-Stimmen erhält.`,
    outcomeText: elected ? `${candidate.name} ist gewählt (${figures}).` : `${candidate.name} ist nicht gewählt (${figures}).`,
  };
}

/** First ballot with several candidates, one vote per voter for one of them. */
export function tallyElection(candidates: readonly CandidateCount[], abstain: number, invalid: number): ElectionResult {
  if (candidates.length < 2) throw new RangeError("tallyElection needs at least two candidates; use tallySingleCandidate");
  validate([...candidates.map((c) => c.votes), abstain, invalid]);
  const valid = candidates.reduce((sum, c) => sum + c.votes, 0);
  const sorted = ranked(candidates);
  const figures = figuresOf(sorted, abstain, invalid);
  const base = { valid, abstain, invalid, ruleText: ELECTION_RULE_TEXT, interpretation: electionInterpretation };
  const [leader, second] = [sorted[0]!, sorted[1]!];

  if (valid === 0) {
    return {
      ...base,
      outcome: { kind: "repeat", candidateIds: sorted.map((c) => c.candidateId) },
      outcomeText: `Keine gültige Stimme abgegeben; der Wahlgang ist zu wiederholen (${figures}).`,
    };
  }
  if (isMoreThanHalf(leader.votes, valid)) {
    return {
      ...base,
      outcome: { kind: "elected", candidateId: leader.candidateId },
      outcomeText: `${leader.name} ist mit ${leader.votes} von ${valid} gültigen Stimmen gewählt (${figures}).`,
    };
  }
  const third = sorted[2];
  if (!third || third.votes < second.votes) {
    return {
      ...base,
      outcome: { kind: "runoff", candidateIds: [leader.candidateId, second.candidateId] },
      outcomeText: `Niemand hat die Mehrheit der ${valid} gültigen Stimmen erreicht. Stichwahl zwischen ${leader.name} und ${second.name} (${figures}).`,
    };
  }
  // The second run-off place is shared by several: those above it are in, the tied compete.
  const qualified = sorted.filter((c) => c.votes > second.votes);
  const tied = sorted.filter((c) => c.votes === second.votes);
  const places = 2 - qualified.length;
  return {
    ...base,
    outcome: { kind: "deciding_ballot", qualified: qualified.map((c) => c.candidateId), tied: tied.map((c) => c.candidateId), places },
    outcomeText: `Niemand hat die Mehrheit der ${valid} gültigen Stimmen erreicht, und ${places === 1 ? "der zweite Platz" : "die Plätze"} für die Stichwahl ${places === 1 ? "ist" : "sind"} wegen Stimmengleichheit zwischen ${tied.map((c) => c.name).join(", ")} nicht eindeutig. Zunächst entscheidet ein Wahlgang zwischen ihnen (${figures}).`,
  };
}

/** The run-off between two: the more valid votes win; a tie (or no valid vote) repeats it. */
export function tallyRunoff(pair: readonly [CandidateCount, CandidateCount], abstain: number, invalid: number): ElectionResult {
  validate([pair[0].votes, pair[1].votes, abstain, invalid]);
  const sorted = ranked(pair);
  const [leader, second] = [sorted[0]!, sorted[1]!];
  const valid = leader.votes + second.votes;
  const figures = figuresOf(sorted, abstain, invalid);
  const base = { valid, abstain, invalid, ruleText: ELECTION_RULE_TEXT, interpretation: electionInterpretation };
  if (leader.votes > second.votes) {
    return {
      ...base,
      outcome: { kind: "elected", candidateId: leader.candidateId },
      outcomeText: `${leader.name} ist in der Stichwahl mit ${leader.votes} von ${valid} gültigen Stimmen gewählt (${figures}).`,
    };
  }
  return {
    ...base,
    outcome: { kind: "repeat", candidateIds: sorted.map((c) => c.candidateId) },
    outcomeText:
      valid === 0
        ? `Keine gültige Stimme abgegeben; die Stichwahl ist zu wiederholen (${figures}).`
        : `Stimmengleichheit in der Stichwahl; sie ist zu wiederholen (${figures}).`,
  };
}

export type DecidingOutcome = { kind: "qualified"; candidateIds: string[] } | { kind: "repeat" };

/** The deciding ballot among those tied for `places` run-off places: the top `places` qualify if unambiguous. */
export function tallyDecidingBallot(
  tied: readonly CandidateCount[],
  places: number,
  abstain: number,
  invalid: number,
): { outcome: DecidingOutcome; outcomeText: string } {
  validate([...tied.map((c) => c.votes), abstain, invalid]);
  if (places < 1 || places >= tied.length) throw new RangeError("A deciding ballot fills fewer places than there are tied candidates");
  const sorted = ranked(tied);
  const figures = figuresOf(sorted, abstain, invalid);
  const cut = sorted[places - 1]!.votes;
  const next = sorted[places]!.votes;
  if (cut > next) {
    const winners = sorted.slice(0, places);
    return {
      outcome: { kind: "qualified", candidateIds: winners.map((c) => c.candidateId) },
      outcomeText: `${winners.map((c) => c.name).join(" und ")} ${pluralOf(places, "erreicht", "erreichen")} die Stichwahl (${figures}).`,
    };
  }
  return { outcome: { kind: "repeat" }, outcomeText: `Erneut Stimmengleichheit; der Entscheidungswahlgang ist zu wiederholen (${figures}).` };
}
