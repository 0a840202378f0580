/**
 * Convening an assembly (§ 4 Abs. 3, 5, 7 Satzung): the invitation goes to every member at least
 * four weeks before the day of the assembly, and for the deadline the day of sending counts.
 *
 * Interpretation (ADR 151): the Berlin calendar date of the send timestamp and the assembly date
 * must be at least 28 calendar days apart: sent on Wednesday 25 February, the assembly may be on
 * Wednesday 25 March, not on Tuesday 24 March. The send timestamp is the one the mail delivery
 * recorded (evidence), not the moment somebody pressed the button.
 */
import { addDays, berlinDate, daysBetween, formatGermanDate, type IsoDate } from "#shared/dates.ts";
import { allowed, refuse, type Verdict } from "./verdict.ts";

/** "mindestens vier Wochen" */
export const INVITATION_NOTICE_DAYS = 28;

/** The last Berlin date on which the invitation may be sent for an assembly on `assemblyDate`. */
export function latestInvitationDate(assemblyDate: IsoDate): IsoDate {
  return addDays(assemblyDate, -INVITATION_NOTICE_DAYS);
}

/** The earliest assembly date for an invitation sent on `sentOn`. */
export function earliestAssemblyDate(sentOn: IsoDate): IsoDate {
  return addDays(sentOn, INVITATION_NOTICE_DAYS);
}

/** May the invitation for an assembly on `assemblyDate` still be sent on `sendOn`? */
export function checkInvitationSendable(assemblyDate: IsoDate, sendOn: IsoDate): Verdict {
  if (daysBetween(sendOn, assemblyDate) >= INVITATION_NOTICE_DAYS) return allowed;
  return refuse(
    "invitation_notice_too_short",
    `Die Einladung muss mindestens vier Wochen vor dem Tag der Versammlung abgesendet werden (§ 4 Abs. 3 Satzung). ` +
      `Für die Versammlung am ${formatGermanDate(assemblyDate)} war der letzte mögliche Versandtag der ${formatGermanDate(latestInvitationDate(assemblyDate))}. ` +
      `Bei Versand am ${formatGermanDate(sendOn)} ist der früheste Versammlungstag der ${formatGermanDate(earliestAssemblyDate(sendOn))}.`,
  );
}

/** Where an invitation mail is: sent (with evidence), still being delivered (retries included), or given up. */
export type InvitationDelivery = "sent" | "queued" | "undeliverable";

export interface InvitationEvidence {
  memberId: string;
  memberName: string;
  /** When the mail delivery reported the invitation as sent; null while it is still queued or failed. */
  sentAt: Date | null;
  /** The delivery state (the outbox's); without it, a missing send time counts as queued. */
  delivery?: InvitationDelivery;
}

export interface DeliveryCounts {
  sent: number;
  queued: number;
  undeliverable: number;
}

export function deliveryCounts(evidence: readonly InvitationEvidence[]): DeliveryCounts {
  const state = (e: InvitationEvidence): InvitationDelivery => (e.sentAt ? "sent" : (e.delivery ?? "queued"));
  return {
    sent: evidence.filter((e) => state(e) === "sent").length,
    queued: evidence.filter((e) => state(e) === "queued").length,
    undeliverable: evidence.filter((e) => state(e) === "undeliverable").length,
  };
}

/**
 * The office's line about the invitations, in German with correct plurals: while mails are still
 * being delivered it says so (the send times arrive from the outbox), never "0 of 32 sent" as if
 * nothing had happened.
 */
export function invitationProgress(counts: DeliveryCounts): string {
  const invited = counts.sent + counts.queued + counts.undeliverable;
  if (invited === 0) return "noch nicht versandt";
  const parts = [`${counts.sent} von ${invited} nachweislich versandt`];
  if (counts.queued > 0) parts.push(`${counts.queued} in Zustellung`);
  if (counts.undeliverable > 0) parts.push(`${counts.undeliverable} nicht zustellbar`);
  return parts.join(" · ");
}

/**
 * Was the assembly properly convened? Every member on the list must have an invitation whose
 * send date keeps the four-week notice. The list is the members at the time of the first
 * invitation (no admissions in between, § 3 Abs. 5).
 */
export function checkConvocation(assemblyDate: IsoDate, evidence: readonly InvitationEvidence[]): Verdict {
  if (evidence.length === 0) {
    return refuse("not_convened", "Für diese Versammlung wurden noch keine Einladungen versandt (§ 4 Abs. 3 Satzung).");
  }
  const unsent = evidence.filter((entry) => entry.sentAt === null);
  if (unsent.length > 0) {
    return refuse(
      "invitations_not_sent",
      `Die Einladung an ${memberNames(unsent)} ist nicht nachweislich abgesendet. Jedes Mitglied muss eingeladen sein (§ 4 Abs. 3 Satzung).`,
    );
  }
  const latest = latestInvitationDate(assemblyDate);
  const late = evidence.filter((entry) => berlinDate(entry.sentAt!) > latest);
  if (late.length > 0) {
    return refuse(
      "invitation_notice_too_short",
      `Die Einladung an ${memberNames(late)} wurde nach dem ${formatGermanDate(latest)} abgesendet und wahrt die Frist von vier Wochen vor dem ${formatGermanDate(assemblyDate)} nicht (§ 4 Abs. 3 Satzung).`,
    );
  }
  return allowed;
}

/** "A, B, C und 2 weitere": the members a refusal names. */
function memberNames(entries: readonly InvitationEvidence[]): string {
  const shown = entries.slice(0, 3).map((entry) => entry.memberName);
  const rest = entries.length - shown.length;
  return rest > 0 ? `${shown.join(", ")} und ${rest} weitere` : shown.join(", ");
}

/**
 * The chair opens the assembly: only on the day it was convened for, and only when the
 * convocation holds. "An assembly cannot be held earlier" than the notice allows.
 */
export function checkAssemblyOpening(input: { today: IsoDate; assemblyDate: IsoDate; convocation: Verdict }): Verdict {
  if (input.today < input.assemblyDate) {
    return refuse(
      "assembly_not_yet_due",
      `Die Versammlung ist für den ${formatGermanDate(input.assemblyDate)} einberufen und kann nicht vorher eröffnet werden.`,
    );
  }
  if (input.today > input.assemblyDate) {
    return refuse(
      "assembly_date_passed",
      `Die Versammlung war für den ${formatGermanDate(input.assemblyDate)} einberufen. An einem anderen Tag muss sie neu einberufen werden (§ 4 Abs. 3 Satzung).`,
    );
  }
  return input.convocation;
}

/**
 * § 4 Abs. 7: after an inquorate assembly the presidium must convene a new one with the same
 * agenda within four weeks; § 4 Abs. 3 applies, so the new assembly itself is at least four
 * weeks after its invitation. "Einberufen" is the invitation, so the four weeks bind the send
 * date (ADR 151).
 */
export const REPEAT_CONVOCATION_DAYS = 28;

export interface RepeatSchedule {
  /** The last Berlin date on which the invitation to the repeat assembly may be sent. */
  inviteBy: IsoDate;
  /** The earliest date of the repeat assembly when the invitation goes out `today`. */
  earliestAssemblyDate: IsoDate;
  overdue: boolean;
  message: string;
}

export function repeatAssemblySchedule(inquorateOn: IsoDate, today: IsoDate): RepeatSchedule {
  const inviteBy = addDays(inquorateOn, REPEAT_CONVOCATION_DAYS);
  const earliest = earliestAssemblyDate(today);
  const overdue = today > inviteBy;
  const message = overdue
    ? `Die Versammlung vom ${formatGermanDate(inquorateOn)} war nicht beschlussfähig. Die erneute Versammlung hätte bis zum ${formatGermanDate(inviteBy)} einberufen werden müssen (§ 4 Abs. 7 Satzung); bitte sofort einladen.`
    : `Die Versammlung vom ${formatGermanDate(inquorateOn)} war nicht beschlussfähig. Die erneute Versammlung mit derselben Tagesordnung ist bis zum ${formatGermanDate(inviteBy)} einzuberufen (§ 4 Abs. 7 Satzung); bei Einladung heute frühestens am ${formatGermanDate(earliest)}.`;
  return { inviteBy, earliestAssemblyDate: earliest, overdue, message };
}

/** The repeat assembly is convened like any other; its date must keep the notice from `sendOn`. */
export function checkRepeatAssemblyDate(inquorateOn: IsoDate, repeatDate: IsoDate, sendOn: IsoDate): Verdict {
  if (repeatDate <= inquorateOn) {
    return refuse("repeat_before_original", `Die erneute Versammlung muss nach der Versammlung vom ${formatGermanDate(inquorateOn)} stattfinden.`);
  }
  return checkInvitationSendable(repeatDate, sendOn);
}
