/**
 * Motions of the members (§ 4 Abs. 4, 8, 9; § 7 Abs. 3, 4 Satzung).
 *
 * - Due at least 14 days before the assembly (Berlin date of receipt): 14 days is on time,
 *   13 days is late. A late motion is only discussed when the assembly decides so; motions to
 *   change the statutes or to dissolve are excluded from that exception: late, they cannot be
 *   treated at all. Statute changes must in addition be announced with the invitation (§ 7 Abs. 3),
 *   so one filed after the invitation went out waits for the next assembly (ADR 151).
 * - The same motion may be voted on once within twelve months (§ 4 Abs. 8).
 * - A motion to overturn or change a presidium decision needs the support of at least ten
 *   percent of the voting members (§ 4 Abs. 9).
 * - A dissolution motion can only be filed by more than one third of the members (§ 7 Abs. 4);
 *   it counts as received on the day that share was reached.
 */
import { addDays, addMonths, daysBetween, formatGermanDate, type IsoDate } from "#shared/dates.ts";
import { isAtLeastTenPercent, isMoreThanOneThird, moreThanOneThirdNeeded, tenPercentNeeded } from "./thresholds.ts";
import { allowed, refuse, type Verdict } from "./verdict.ts";

export const MOTION_CATEGORIES = ["general", "board_decision_change", "statute_change", "dissolution"] as const;
export type MotionCategory = (typeof MOTION_CATEGORIES)[number];

export const MOTION_CATEGORY_LABELS: Record<MotionCategory, string> = {
  general: "Antrag zur Tagesordnung",
  board_decision_change: "Antrag auf Änderung eines Vorstandsbeschlusses",
  statute_change: "Antrag auf Satzungsänderung",
  dissolution: "Antrag auf Auflösung des Verbandes",
};

export const MOTION_DEADLINE_DAYS = 14;

/** The last Berlin date on which a motion reaches the office in time. */
export function motionDeadline(assemblyDate: IsoDate): IsoDate {
  return addDays(assemblyDate, -MOTION_DEADLINE_DAYS);
}

export function isMotionOnTime(receivedOn: IsoDate, assemblyDate: IsoDate): boolean {
  return daysBetween(receivedOn, assemblyDate) >= MOTION_DEADLINE_DAYS;
}

export interface MotionFiling {
  category: MotionCategory;
  /** Berlin date the motion reached the office (for a dissolution: the day enough members had filed it). */
  receivedOn: IsoDate;
  assemblyDate: IsoDate;
  /** Berlin date of the first invitation, null while none has been sent. */
  invitationSentOn: IsoDate | null;
}

export type FilingVerdict = Verdict & { late?: boolean };

/** May a motion be filed for this assembly? Allowed late motions carry `late: true`. */
export function checkMotionFiling(filing: MotionFiling): FilingVerdict {
  const { category, receivedOn, assemblyDate, invitationSentOn } = filing;
  if (receivedOn >= assemblyDate) {
    return refuse(
      "assembly_already_held",
      `Die Versammlung am ${formatGermanDate(assemblyDate)} hat bereits begonnen oder stattgefunden; Anträge sind für eine spätere Versammlung zu stellen.`,
    );
  }
  if (category === "statute_change" && invitationSentOn !== null && receivedOn >= invitationSentOn) {
    return refuse(
      "statute_change_not_announced",
      `Der Wortlaut einer Satzungsänderung ist mit der Einladung bekannt zu geben (§ 7 Abs. 3 Satzung). Die Einladung zur Versammlung am ${formatGermanDate(assemblyDate)} ist bereits versandt; der Antrag kann erst in der nächsten Versammlung behandelt werden.`,
    );
  }
  if (isMotionOnTime(receivedOn, assemblyDate)) return allowed;
  if (category === "statute_change" || category === "dissolution") {
    return refuse(
      "motion_late_not_admissible",
      `Ein ${MOTION_CATEGORY_LABELS[category]} muss spätestens 14 Tage vor der Versammlung eingehen, für die Versammlung am ${formatGermanDate(assemblyDate)} also bis zum ${formatGermanDate(motionDeadline(assemblyDate))}. Verspätete Anträge dieser Art können auch durch Beschluss der Versammlung nicht zugelassen werden (§ 4 Abs. 4 Satzung).`,
    );
  }
  return { ok: true, late: true };
}

export function lateMotionNotice(assemblyDate: IsoDate): string {
  return `Der Antrag ist nach dem ${formatGermanDate(motionDeadline(assemblyDate))} eingegangen (Frist: 14 Tage vor der Versammlung). Über ihn wird nur beraten, wenn die Versammlung dies beschließt (§ 4 Abs. 4 Satzung).`;
}

/**
 * Normalised content of a motion for "the same motion" (§ 4 Abs. 8): case, punctuation, quotes
 * and white space do not make a motion new. The office can also link a motion to an earlier one
 * by hand when the wording differs but the request is the same.
 */
export function normalizeMotionText(text: string): string {
  return text
    .normalize("NFKC")
    .toLocaleLowerCase("de-DE")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

export const REPEAT_VOTE_MONTHS = 12;

/** § 4 Abs. 8: no second vote on the same motion within twelve months of a vote on it. */
export function checkRepeatVote(previousVoteDates: readonly IsoDate[], plannedOn: IsoDate): Verdict {
  const blocking = previousVoteDates
    .filter((votedOn) => votedOn <= plannedOn && plannedOn <= addMonths(votedOn, REPEAT_VOTE_MONTHS))
    .sort()
    .at(-1);
  if (!blocking) return allowed;
  const nextPossible = addDays(addMonths(blocking, REPEAT_VOTE_MONTHS), 1);
  return refuse(
    "motion_voted_within_12_months",
    `Über denselben Antrag hat die Mitgliederversammlung am ${formatGermanDate(blocking)} abgestimmt. Innerhalb von zwölf Monaten ist nur eine Abstimmung zulässig (§ 4 Abs. 8 Satzung); eine erneute Abstimmung ist frühestens am ${formatGermanDate(nextPossible)} möglich.`,
  );
}

/** § 4 Abs. 9: support of at least ten percent of the voting members (the filer counts). */
export function checkBoardDecisionSupport(supportingVotingMembers: number, votingMembers: number): Verdict {
  if (isAtLeastTenPercent(supportingVotingMembers, votingMembers)) return allowed;
  const needed = tenPercentNeeded(votingMembers);
  return refuse(
    "board_decision_change_support_missing",
    `Ein Antrag, einen Beschluss des Vorstands aufzuheben oder zu ändern, muss von mindestens zehn Prozent der Stimmberechtigten unterstützt werden (§ 4 Abs. 9 Satzung): ${needed} von ${votingMembers}. Bisher unterstützen ihn ${supportingVotingMembers}.`,
  );
}

/** § 7 Abs. 4: a dissolution motion is only filed when more than one third of the members file it. */
export function checkDissolutionFiling(filingMembers: number, totalMembers: number): Verdict {
  if (isMoreThanOneThird(filingMembers, totalMembers)) return allowed;
  const needed = moreThanOneThirdNeeded(totalMembers);
  return refuse(
    "dissolution_filers_missing",
    `Ein Antrag auf Auflösung kann nur gestellt werden, wenn ihn mehr als ein Drittel der Mitglieder einreicht (§ 7 Abs. 4 Satzung): ${needed} von ${totalMembers}. Bisher haben ihn ${filingMembers} eingereicht.`,
  );
}

export interface MotionForVote {
  category: MotionCategory;
  late: boolean;
  /** A late motion: the assembly decided to discuss it (§ 4 Abs. 4). */
  lateAdmittedByAssembly: boolean;
  supportingVotingMembers: number;
  votingMembers: number;
  filingMembers: number;
  totalMembers: number;
  previousVoteDates: readonly IsoDate[];
  votingOn: IsoDate;
}

/** Every condition before a motion may be put to the vote, in the order the chair meets them. */
export function checkMotionPutToVote(motion: MotionForVote): Verdict {
  if (motion.late && (motion.category === "statute_change" || motion.category === "dissolution")) {
    return refuse(
      "motion_late_not_admissible",
      `Der ${MOTION_CATEGORY_LABELS[motion.category]} ist verspätet eingegangen und kann nicht behandelt werden (§ 4 Abs. 4 Satzung).`,
    );
  }
  if (motion.late && !motion.lateAdmittedByAssembly) {
    return refuse(
      "late_motion_not_admitted",
      "Der Antrag ist verspätet eingegangen. Über ihn kann erst abgestimmt werden, wenn die Versammlung beschlossen hat, ihn zu beraten (§ 4 Abs. 4 Satzung).",
    );
  }
  if (motion.category === "board_decision_change") {
    const support = checkBoardDecisionSupport(motion.supportingVotingMembers, motion.votingMembers);
    if (!support.ok) return support;
  }
  if (motion.category === "dissolution") {
    const filing = checkDissolutionFiling(motion.filingMembers, motion.totalMembers);
    if (!filing.ok) return filing;
  }
  return checkRepeatVote(motion.previousVoteDates, motion.votingOn);
}
