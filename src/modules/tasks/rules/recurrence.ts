/**
 * Recurring tasks (annual report, cash audit before the assembly, quarterly reports): when one is
 * done, its successor is due one interval after it. A task done late does not pile up overdue
 * successors: the next due date is the first one in the series after the day it was done.
 */
export const RECURRENCES = ["monthly", "quarterly", "yearly"] as const;
export type Recurrence = (typeof RECURRENCES)[number];

export const RECURRENCE_LABELS: Record<Recurrence, string> = { monthly: "Monatlich", quarterly: "Vierteljährlich", yearly: "Jährlich" };

const MONTHS: Record<Recurrence, number> = { monthly: 1, quarterly: 3, yearly: 12 };

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return [y, m, d];
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/**
 * `months` after an ISO date. A date at the end of its month stays at the end of the month
 * (31 March -> 30 June -> 30 September -> 31 December: quarter ends); other days are clamped
 * (31 January + 1 month -> 28/29 February).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const atMonthEnd = d === daysInMonth(y, m);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysInMonth(year, month);
  return iso(year, month, atMonthEnd ? last : Math.min(d, last));
}

/**
 * The successor's due date. With a due date: the next date of the series after `doneOn` (at least
 * one interval after the current due date). Without one: one interval after the day it was done.
 */
export function nextDueDate(dueDate: string | null, recurrence: Recurrence, doneOn: string): string {
  const step = MONTHS[recurrence];
  if (!dueDate) return addMonths(doneOn, step);
  let next = addMonths(dueDate, step);
  for (let k = 2; next <= doneOn && k < 1200; k++) next = addMonths(dueDate, step * k);
  return next;
}
