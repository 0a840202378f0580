/**
 * The life of a ballot and the checks before every vote. The chair opens and closes ballots;
 * a ballot only opens in a running assembly with a quorum (§ 4 Abs. 6, checked at every ballot)
 * and only one ballot is open at a time, so nobody votes on the wrong question.
 *
 * Modes: "open" – show of hands, the chair records the counts; "named" – every vote is stored
 * with the member's name; "secret" – electronic, no link between voter and vote is stored
 * (ADR 150). Elections are open unless one voting member demands a secret ballot (§ 7 Abs. 5).
 */
import { countOf, pluralOf } from "#shared/plural.ts";
import type { AssemblyStatus } from "./annual-duties.ts";
import { checkQuorum, type QuorumInput } from "./quorum.ts";
import { allowed, refuse, type Verdict } from "./verdict.ts";

export const BALLOT_MODES = ["open", "named", "secret"] as const;
export type BallotMode = (typeof BALLOT_MODES)[number];
export type BallotStatus = "draft" | "open" | "closed" | "cancelled";

export const BALLOT_MODE_LABELS: Record<BallotMode, string> = {
  open: "Offene Abstimmung (Handzeichen, von der Versammlungsleitung erfasst)",
  named: "Namentliche Abstimmung",
  secret: "Geheime Abstimmung",
};

/**
 * Ballots are prepared for a convened assembly: once invited (the agenda is announced) or while
 * it runs. A draft has no agenda the members know of; a finished or cancelled assembly decides
 * nothing more.
 */
export function checkBallotPreparation(assemblyStatus: AssemblyStatus): Verdict {
  if (assemblyStatus === "invited" || assemblyStatus === "running") return allowed;
  if (assemblyStatus === "draft") {
    return refuse(
      "assembly_not_invited",
      "Abstimmungen und Wahlen werden vorbereitet, sobald zur Versammlung eingeladen ist; diese Versammlung ist noch in Vorbereitung.",
    );
  }
  return refuse("assembly_finished", "Diese Versammlung ist beendet oder abgesagt; es können keine Abstimmungen mehr vorbereitet werden.");
}

export function checkBallotOpening(input: {
  assemblyStatus: AssemblyStatus;
  ballotStatus: BallotStatus;
  openBallotTitle: string | null;
  quorum: QuorumInput;
}): Verdict {
  if (input.assemblyStatus !== "running") {
    return refuse("assembly_not_running", "Abstimmungen können nur während der eröffneten Versammlung stattfinden.");
  }
  if (input.ballotStatus !== "draft") {
    return refuse(
      "ballot_not_draft",
      input.ballotStatus === "open" ? "Die Abstimmung ist bereits geöffnet." : "Diese Abstimmung ist abgeschlossen und kann nicht erneut geöffnet werden.",
    );
  }
  if (input.openBallotTitle !== null) {
    return refuse("other_ballot_open", `Es ist bereits eine Abstimmung geöffnet („${input.openBallotTitle}“). Bitte schließen Sie diese zuerst.`);
  }
  const quorum = checkQuorum(input.quorum);
  return quorum.ok ? allowed : refuse("inquorate", `Die Abstimmung kann nicht geöffnet werden. ${quorum.message}`);
}

export function checkBallotClosing(status: BallotStatus): Verdict {
  if (status === "open") return allowed;
  return refuse("ballot_not_open", status === "draft" ? "Die Abstimmung wurde noch nicht geöffnet." : "Die Abstimmung ist bereits abgeschlossen.");
}

export interface VoteAttempt {
  ballotStatus: BallotStatus;
  mode: BallotMode;
  memberName: string;
  /** The person may cast this member's vote now (checked in with authority or as proxy holder). */
  mayCastForMember: boolean;
  alreadyVoted: boolean;
}

export function checkVote(attempt: VoteAttempt): Verdict {
  if (attempt.ballotStatus !== "open") {
    return refuse(
      "ballot_closed",
      attempt.ballotStatus === "draft" ? "Die Abstimmung ist noch nicht geöffnet." : "Die Abstimmung ist geschlossen; es werden keine Stimmen mehr angenommen.",
    );
  }
  if (attempt.mode === "open") {
    return refuse(
      "open_ballot_by_chair",
      "Bei einer offenen Abstimmung per Handzeichen erfasst die Versammlungsleitung das Ergebnis; eine elektronische Stimmabgabe ist nicht vorgesehen.",
    );
  }
  if (!attempt.mayCastForMember) {
    return refuse(
      "not_entitled",
      `Sie können die Stimme von ${attempt.memberName} in dieser Abstimmung nicht abgeben. Stimmberechtigt ist, wer für ein ordentliches Mitglied mit Vertretungsbefugnis angemeldet ist oder eine Vollmacht hält.`,
    );
  }
  if (attempt.alreadyVoted) {
    return refuse("already_voted", `Für ${attempt.memberName} wurde in dieser Abstimmung bereits eine Stimme abgegeben. Jedes Mitglied hat eine Stimme.`);
  }
  return allowed;
}

/** Counts the chair records for an open ballot cannot exceed the votes present. */
export function checkRecordedCounts(counts: Readonly<Record<string, number>>, votesPresent: number): Verdict {
  const values = Object.values(counts);
  if (values.some((v) => !Number.isInteger(v) || v < 0)) {
    return refuse("counts_invalid", "Bitte geben Sie für jede Zeile eine ganze Zahl ab 0 ein.");
  }
  const total = values.reduce((sum, v) => sum + v, 0);
  if (total > votesPresent) {
    return refuse(
      "counts_exceed_present",
      `Es wurden ${votesText(total)} erfasst, anwesend oder vertreten ${pluralOf(votesPresent, "ist", "sind")} aber nur ${votesText(votesPresent)}. Bitte prüfen Sie die Zählung.`,
    );
  }
  return allowed;
}

/** § 7 Abs. 5: one voting member's demand makes an election secret; it cannot be undone. */
export function checkSecretDemand(input: { subject: "election" | "motion"; ballotStatus: BallotStatus; mode: BallotMode; demanderVoting: boolean }): Verdict {
  if (input.subject !== "election") {
    return refuse(
      "secret_demand_only_elections",
      "Geheime Wahl kann nach § 7 Abs. 5 Satzung für Wahlen verlangt werden; über die Form anderer Abstimmungen entscheidet die Versammlungsleitung.",
    );
  }
  if (input.mode === "secret") return refuse("already_secret", "Diese Wahl ist bereits geheim.");
  if (input.ballotStatus !== "draft") {
    return refuse("secret_demand_too_late", "Geheime Wahl muss verlangt werden, bevor der Wahlgang geöffnet wird.");
  }
  if (!input.demanderVoting) {
    return refuse("secret_demand_not_voting", "Geheime Wahl kann nur ein anwesendes stimmberechtigtes Mitglied verlangen (§ 7 Abs. 5 Satzung).");
  }
  return allowed;
}

/** "1 Stimme", "3 Stimmen". */
export function votesText(n: number): string {
  return countOf(n, "Stimme", "Stimmen");
}

/** The turnout of a named or secret ballot: "1 von 3 Stimmen abgegeben" (the votes present or represented). */
export function turnoutText(cast: number, entitled: number): string {
  return `${cast} von ${votesText(entitled)} abgegeben`;
}

/**
 * What the chair confirms before closing (issue 22): the turnout and how many votes are missing;
 * after closing no vote is taken and the result is declared.
 */
export function closingConfirmation(cast: number, entitled: number): string {
  const missing = Math.max(0, entitled - cast);
  const state =
    missing === 0
      ? entitled === 1
        ? "Die Stimme ist abgegeben."
        : `Alle ${votesText(entitled)} sind abgegeben.`
      : `${votesText(missing)} ${pluralOf(missing, "fehlt", "fehlen")} noch; wer nicht abgestimmt hat, wird nicht mitgezählt.`;
  return `${turnoutText(cast, entitled)}. ${state} Nach dem Schließen wird keine Stimme mehr angenommen, und das Ergebnis wird festgestellt.`;
}
