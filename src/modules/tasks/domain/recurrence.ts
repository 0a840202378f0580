/**
 * Recurring tasks (annual report, cash audit before the assembly, quarterly reports): when one is
 * done, its successor is due one interval after it. A task done late does not pile up overdue
 * successors: the next due date is the first one in the series after the day it was done.
 */
import { addDays, addMonths, type IsoDate } from "#shared/dates.ts";

export const RECURRENCES = ["monthly", "quarterly", "yearly"] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const RECURRENCE_LABELS: Record<Recurrence, string> = { monthly: "Monatlich", quarterly: "Vierteljährlich", yearly: "Jährlich" };

const MONTHS: Record<Recurrence, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * `months` after an ISO date along a series. A date at the end of its month stays at the end of
 * the month (31 March -> 30 June -> 30 September -> 31 December: quarter ends); other days are
 * clamped as § 188 BGB does (31 January + 1 month -> 28/29 February).
 */
export function addSeriesMonths(date: IsoDate, months: number): IsoDate {
  const next = addMonths(date, months);
  return addDays(date, 1).endsWith("-01") ? lastDayOfMonth(next) : next;
}

const lastDayOfMonth = (date: IsoDate): IsoDate => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);

/**
 * The successor's due date. With a due date: the next date of the series after `doneOn` (at least
 * one interval after the current due date). Without one: one interval after the day it was done.
 */
export function nextDueDate(dueDate: string | null, recurrence: Recurrence, doneOn: string): string {
  const step = MONTHS[recurrence];
  if (!dueDate) return addSeriesMonths(doneOn, step);
  let next = addSeriesMonths(dueDate, step);
  for (let k = 2; next <= doneOn && k < 1200; k++) next = addSeriesMonths(dueDate, step * k);
  return next;
}
