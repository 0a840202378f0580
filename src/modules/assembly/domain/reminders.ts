/**
 * Which reminders an assembly calls for on a Berlin date. Each runs in a window that ends on its
 * deadline, so a job that misses a day still sends it; the notification's dedupe key (one per
 * person and event) makes sure nobody gets it twice.
 *
 *   invitation_due   (office)  draft, from 7 days before the last lawful invitation day to that day
 *   motion_deadline  (members) invited, from 3 days before the motion deadline to that day
 *   assembly_soon    (members) invited, from 7 days before the assembly to the day before
 *   minutes_due      (office)  held, minutes unpublished, from 7 days before the minutes are due
 *                              to that day (§ 4 Abs. 11)
 */
import type { AssemblyStatus } from "./annual-duties.ts";
import { minutesDueDate } from "./annual-duties.ts";
import { addDays, formatGermanDate, type IsoDate } from "#shared/dates.ts";
import { latestInvitationDate } from "./convocation.ts";
import { motionDeadline } from "./motions.ts";

export const ASSEMBLY_REMINDERS = ["invitation_due", "motion_deadline", "assembly_soon", "minutes_due"] as const;
export type AssemblyReminder = (typeof ASSEMBLY_REMINDERS)[number];

export const REMINDER_LEAD_DAYS: Record<AssemblyReminder, number> = { invitation_due: 7, motion_deadline: 3, assembly_soon: 7, minutes_due: 7 };

export interface ReminderSubject {
  status: AssemblyStatus;
  assemblyDate: IsoDate;
  minutesPublished: boolean;
}

export interface DueReminder {
  reminder: AssemblyReminder;
  audience: "office" | "members";
  /** The deadline the reminder is about (part of its dedupe key). */
  deadline: IsoDate;
  /** German, plain text. */
  title: string;
  body: string;
}

const within = (today: IsoDate, from: IsoDate, until: IsoDate) => today >= from && today <= until;

export function dueReminders(assembly: ReminderSubject & { title: string }, today: IsoDate): DueReminder[] {
  const due: DueReminder[] = [];
  const { status, assemblyDate, title } = assembly;
  const on = formatGermanDate(assemblyDate);
  if (status === "draft") {
    const deadline = latestInvitationDate(assemblyDate);
    if (within(today, addDays(deadline, -REMINDER_LEAD_DAYS.invitation_due), deadline)) {
      due.push({
        reminder: "invitation_due",
        audience: "office",
        deadline,
        title: `Einladung bis ${formatGermanDate(deadline)} versenden: ${title}`,
        body: `Für die Versammlung am ${on} muss die Einladung spätestens am ${formatGermanDate(deadline)} abgesendet werden (§ 4 Abs. 3 Satzung).`,
      });
    }
  }
  if (status === "invited") {
    const deadline = motionDeadline(assemblyDate);
    if (within(today, addDays(deadline, -REMINDER_LEAD_DAYS.motion_deadline), deadline)) {
      due.push({
        reminder: "motion_deadline",
        audience: "members",
        deadline,
        title: `Antragsfrist endet am ${formatGermanDate(deadline)}: ${title}`,
        body: `Anträge zur Mitgliederversammlung am ${on} müssen bis zum ${formatGermanDate(deadline)} eingehen (§ 4 Abs. 4 Satzung).`,
      });
    }
    if (within(today, addDays(assemblyDate, -REMINDER_LEAD_DAYS.assembly_soon), addDays(assemblyDate, -1))) {
      due.push({
        reminder: "assembly_soon",
        audience: "members",
        deadline: assemblyDate,
        title: `Mitgliederversammlung am ${on}: ${title}`,
        body: "Bitte melden Sie Ihre Teilnahme an (vor Ort oder online) oder erteilen Sie einem anderen ordentlichen Mitglied eine Stimmrechtsvollmacht.",
      });
    }
  }
  if ((status === "closed" || status === "inquorate") && !assembly.minutesPublished) {
    const deadline = minutesDueDate(assemblyDate);
    if (within(today, addDays(deadline, -REMINDER_LEAD_DAYS.minutes_due), deadline)) {
      due.push({
        reminder: "minutes_due",
        audience: "office",
        deadline,
        title: `Protokoll bis ${formatGermanDate(deadline)} veröffentlichen: ${title}`,
        body: `Das Protokoll der Versammlung vom ${on} ist den Mitgliedern bis zum ${formatGermanDate(deadline)} zugänglich zu machen (§ 4 Abs. 11 Satzung).`,
      });
    }
  }
  return due;
}
