/**
 * § 3 Abs. 5: "In der Zeit zwischen der Absendung der Einladung zu einer Mitgliederversammlung
 * und dem Ende dieser Mitgliederversammlung werden keine neuen Mitglieder aufgenommen."
 *
 * The freeze starts on the Berlin date of the first invitation sent (the electorate is fixed
 * from then on) and ends with the assembly: at the instant it was closed ("dem Ende dieser
 * Mitgliederversammlung", so admissions are possible again later that day), or while it is
 * running still today, or else on its scheduled day. A cancelled assembly freezes nothing. The
 * result is the shape the admission rule reads (domain/admission.ts).
 */
import { berlinDate, type IsoDate } from "#shared/dates.ts";
import type { AssemblyStatus } from "./annual-duties.ts";

export interface AssemblyForFreeze {
  id: string;
  title: string;
  status: AssemblyStatus;
  date: IsoDate;
  firstInvitationSentAt: Date | null;
  closedAt: Date | null;
}

export interface AdmissionFreeze {
  id: string;
  title: string;
  /** ISO date: first day without admissions. */
  invitationSentAt: IsoDate;
  /** ISO date: the day the freeze ends (the assembly's day, or the day it was closed). */
  heldAt: IsoDate;
  /** The instant the assembly ended (closed), null while it is ahead or running: admissions resume from then. */
  endedAt: Date | null;
}

export function admissionFreezeOf(assembly: AssemblyForFreeze, today: IsoDate): AdmissionFreeze | null {
  if (assembly.status === "cancelled" || assembly.firstInvitationSentAt === null) return null;
  const from = berlinDate(assembly.firstInvitationSentAt);
  let until = assembly.date;
  if (assembly.closedAt) until = berlinDate(assembly.closedAt);
  else if (assembly.status === "running" && today > until) until = today;
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text (Math.max would make them numbers)
  return { id: assembly.id, title: assembly.title, invitationSentAt: from, heldAt: until < from ? from : until, endedAt: assembly.closedAt };
}

/** Has the freeze ended by `now` (the assembly was closed at or before it)? */
export function freezeEndedBy(freeze: AdmissionFreeze, now: Date): boolean {
  return freeze.endedAt !== null && freeze.endedAt.getTime() <= now.getTime();
}
