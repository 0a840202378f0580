/**
 * When the daily reminder job tells assignees about a task (issue 13): the day before it is due,
 * and when it is overdue on day 1, 3 and 7 and then weekly, so an old task does not nag every
 * morning. Together with the notification's dedupe key (one per task and day) nobody gets more
 * than one reminder per task per day, however often the job runs.
 */
import { daysBetween } from "#shared/dates.ts";

export type ReminderKind = "due_soon" | "overdue";

export function overdueReminderDue(daysOverdue: number): boolean {
  return daysOverdue === 1 || daysOverdue === 3 || (daysOverdue >= 7 && daysOverdue % 7 === 0);
}

/** Which reminder (if any) an open task with this due date gets on `today`. */
export function reminderFor(dueDate: string | null, today: string): ReminderKind | null {
  if (!dueDate) return null;
  const days = daysBetween(today, dueDate);
  if (days === 1) return "due_soon";
  if (days < 0 && overdueReminderDue(-days)) return "overdue";
  return null;
}

/** The notification dedupe key: at most one reminder (or assignment notice) per task and day. */
export function reminderDedupeKey(taskId: string, day: string): string {
  return `tasks:${taskId}:${day}`;
}

/** The overdue days on which reminders go out within the next `horizon` days (for the job's query). */
export function overdueReminderDays(horizon = 3660): number[] {
  const days: number[] = [];
  for (let d = 1; d <= horizon; d++) if (overdueReminderDue(d)) days.push(d);
  return days;
}
