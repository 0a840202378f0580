/**
 * From the counts of a ballot to its declared result: which majority rule applies, the figures in
 * display order, the outcome and the German texts that go on screen, into notifications and into
 * the minutes. Option keys: "yes", "no", "abstain" for motions; candidate keys plus "abstain"
 * (and "no" with a single candidate) for elections.
 */
import { tallyMotion, type BallotSubject } from "./majority.ts";
import { tallyDecidingBallot, tallyElection, tallyRunoff, tallySingleCandidate, type ElectionOutcome, type ElectionRound } from "./elections.ts";

export interface BallotOption {
  key: string;
  label: string;
}

export interface BallotDefinition {
  subject: BallotSubject | "election";
  electionRound: ElectionRound | null;
  /** Deciding ballots only: how many run-off places are filled. */
  places?: number;
  options: readonly BallotOption[];
}

export interface DeclaredResult {
  rows: { key: string; label: string; votes: number }[];
  invalid: number;
  valid: number;
  accepted: boolean | null;
  election: ElectionOutcome | { kind: "qualified"; candidateIds: string[] } | { kind: "deciding_repeat" } | null;
  ruleText: string;
  interpretation: string;
  outcomeText: string;
}

export const MOTION_OPTIONS: readonly BallotOption[] = [
  { key: "yes", label: "Ja" },
  { key: "no", label: "Nein" },
  { key: "abstain", label: "Enthaltung" },
];

const RESERVED = new Set(["yes", "no", "abstain"]);

export function candidateOptions(options: readonly BallotOption[]): BallotOption[] {
  return options.filter((o) => !RESERVED.has(o.key));
}

export function declareResult(ballot: BallotDefinition, votes: Readonly<Record<string, number>>, invalid = 0): DeclaredResult {
  const count = (key: string) => votes[key] ?? 0;
  const rows = ballot.options.map((o) => ({ key: o.key, label: o.label, votes: count(o.key) }));
  const abstain = count("abstain");

  if (ballot.subject !== "election") {
    const result = tallyMotion(ballot.subject, { yes: count("yes"), no: count("no"), abstain, invalid });
    return {
      rows,
      invalid,
      valid: result.valid,
      accepted: result.accepted,
      election: null,
      ruleText: result.ruleText,
      interpretation: result.interpretation,
      outcomeText: result.outcomeText,
    };
  }

  const candidates = candidateOptions(ballot.options).map((o) => ({ candidateId: o.key, name: o.label, votes: count(o.key) }));
  if (candidates.length === 1) {
    const result = tallySingleCandidate({ ...candidates[0]!, no: count("no") }, abstain, invalid);
    return {
      rows,
      invalid,
      valid: result.valid,
      accepted: result.outcome.kind === "elected",
      election: result.outcome,
      ruleText: result.ruleText,
      interpretation: result.interpretation,
      outcomeText: result.outcomeText,
    };
  }
  if (ballot.electionRound === "deciding") {
    const deciding = tallyDecidingBallot(candidates, ballot.places ?? 1, abstain, invalid);
    const first = tallyElection(candidates, abstain, invalid);
    return {
      rows,
      invalid,
      valid: first.valid,
      accepted: null,
      election: deciding.outcome.kind === "qualified" ? deciding.outcome : { kind: "deciding_repeat" },
      ruleText: first.ruleText,
      interpretation: first.interpretation,
      outcomeText: deciding.outcomeText,
    };
  }
  const result =
    ballot.electionRound === "runoff" && candidates.length === 2
      ? tallyRunoff([candidates[0]!, candidates[1]!], abstain, invalid)
      : tallyElection(candidates, abstain, invalid);
  return {
    rows,
    invalid,
    valid: result.valid,
    accepted: result.outcome.kind === "elected",
    election: result.outcome,
    ruleText: result.ruleText,
    interpretation: result.interpretation,
    outcomeText: result.outcomeText,
  };
}
