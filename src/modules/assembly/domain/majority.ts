/**
 * Majorities for motions (§ 7 Abs. 2–4 Satzung) and the interpretation shown with every result
 * (ADR 150):
 *
 * - Counted are the valid yes and no votes only. Abstentions and invalid votes do not count
 *   ("zählen nicht mit"): they are neither yes nor no and do not enlarge the base.
 * - Simple majority: more yes than no. A tie rejects the motion.
 * - Three quarters (statute changes, dissolution): yes is at least three quarters of yes + no,
 *   i.e. yes ≥ 3 × no; exactly three quarters is enough.
 * - With no valid vote at all, nothing is decided: the motion is rejected.
 *
 * All counting is in integers; percentages appear only in the German text.
 */
import { countOf } from "#shared/plural.ts";
import type { MotionCategory } from "./motions.ts";
import { isAtLeastThreeQuarters } from "./thresholds.ts";

export type MajorityRule = "simple" | "three_quarters";

/** Procedural motions (e.g. to discuss a late motion) are decided by simple majority. */
export type BallotSubject = MotionCategory | "procedural";

export function majorityRuleFor(subject: BallotSubject): MajorityRule {
  return subject === "statute_change" || subject === "dissolution" ? "three_quarters" : "simple";
}

export function ruleTextFor(subject: BallotSubject): string {
  if (subject === "statute_change") return "Mehrheit von drei Vierteln der abgegebenen gültigen Stimmen (§ 7 Abs. 3 Satzung)";
  if (subject === "dissolution") return "Mehrheit von drei Vierteln der abgegebenen gültigen Stimmen (§ 7 Abs. 4 Satzung)";
  return "Einfache Mehrheit der abgegebenen gültigen Stimmen (§ 7 Abs. 2 Satzung)";
}

export const COUNTING_INTERPRETATION =
  "Gezählt werden nur die gültigen Ja- und Nein-Stimmen. Stimmenthaltungen und ungültige Stimmen zählen nicht mit (§ 7 Abs. 2 Satz 2 Satzung); sie werden nur zur Information ausgewiesen.";

export function interpretationFor(rule: MajorityRule): string {
  return rule === "simple"
    ? `${COUNTING_INTERPRETATION} Angenommen ist ein Antrag mit mehr Ja- als Nein-Stimmen; bei Stimmengleichheit gilt er als abgelehnt (§ 7 Abs. 2 Satz 3 Satzung).`
    : `${COUNTING_INTERPRETATION} Angenommen ist ein Antrag, wenn mindestens drei Viertel der gültigen Stimmen Ja-Stimmen sind; genau drei Viertel genügen.`;
}

export interface MotionCounts {
  yes: number;
  no: number;
  abstain: number;
  invalid: number;
}

export interface MotionResult {
  accepted: boolean;
  rule: MajorityRule;
  valid: number;
  /** Yes votes needed with this number of valid votes. */
  yesNeeded: number;
  counts: MotionCounts;
  ruleText: string;
  interpretation: string;
  /** One German sentence: outcome and figures. */
  outcomeText: string;
}

/** 54,5 % – one decimal, German comma; computed in tenths of a percent from integers. */
function percentOf(part: number, whole: number): string {
  const tenths = Math.round((part * 1000) / whole);
  return `${Math.floor(tenths / 10)},${tenths % 10} %`;
}

export function tallyMotion(subject: BallotSubject, counts: MotionCounts): MotionResult {
  for (const value of Object.values(counts)) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError("Vote counts must be non-negative integers");
  }
  const rule = majorityRuleFor(subject);
  const valid = counts.yes + counts.no;
  const accepted = rule === "simple" ? counts.yes > counts.no : isAtLeastThreeQuarters(counts.yes, valid);
  const yesNeeded = valid === 0 ? 1 : rule === "simple" ? Math.floor(valid / 2) + 1 : Math.ceil((valid * 3) / 4);
  const figures = `${counts.yes} Ja, ${counts.no} Nein, ${countOf(counts.abstain, "Enthaltung", "Enthaltungen")}, ${counts.invalid} ungültig`;
  let outcomeText: string;
  if (valid === 0) {
    outcomeText = `Abgelehnt: keine gültige Ja- oder Nein-Stimme (${figures}).`;
  } else {
    const share = `${counts.yes} von ${valid} gültigen Stimmen (${percentOf(counts.yes, valid)}) sind Ja-Stimmen`;
    const need = rule === "simple" ? "nötig sind mehr Ja- als Nein-Stimmen" : `nötig sind mindestens ${yesNeeded} Ja-Stimmen`;
    const tie = rule === "simple" && counts.yes === counts.no ? " Stimmengleichheit." : "";
    outcomeText = `${accepted ? "Angenommen" : "Abgelehnt"}: ${figures}. ${share}; ${need}.${tie}`;
  }
  return { accepted, rule, valid, yesNeeded, counts, ruleText: ruleTextFor(subject), interpretation: interpretationFor(rule), outcomeText };
}
