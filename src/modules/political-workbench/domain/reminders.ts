/**
 * When a date of a procedure reminds (ADR 171): once when its lead time begins and once on the day.
 * The job runs daily; if it missed a day (outage), it catches up: any day inside the lead time
 * that has not reminded yet reminds ("lead"), and the due day reminds "due" even if the lead
 * reminder never went out. Past dates never remind. The dedupe key makes each at most once.
 */
import { countOf, pluralOf } from "#shared/plural.ts";
import { daysBetween } from "#shared/dates.ts";

export type ReminderKind = "lead" | "due";

export function reminderFor(dueOn: string, leadDays: number, today: string): ReminderKind | null {
  const daysLeft = daysBetween(today, dueOn);
  if (daysLeft < 0) return null;
  if (daysLeft === 0) return "due";
  return daysLeft <= leadDays ? "lead" : null;
}

/** At most one notification per date, reminder kind and due date: a moved date reminds again. */
export function reminderKey(dateId: string, kind: ReminderKind, dueOn: string): string {
  return `political-date:${dateId}:${kind}:${dueOn}`;
}

export function reminderTitle(kind: ReminderKind, what: string, dueOn: string, today: string): string {
  if (kind === "due") return `Heute: ${what}`;
  const days = daysBetween(today, dueOn);
  return `${what} in ${pluralOf(days, "einem Tag", countOf(days, "Tag", "Tagen"))}`;
}
