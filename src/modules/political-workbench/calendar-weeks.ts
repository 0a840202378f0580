/**
 * ISO calendar weeks over plain dates (YYYY-MM-DD, no time zone involved): the Monday a date's week
 * starts on, the week's label "KW 7/2026", and every week of a range (ADR 172: empty weeks count).
 */
const DAY_MS = 86_400_000;

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDaysIso(iso: string, days: number): string {
  return toIso(new Date(toUtc(iso).getTime() + days * DAY_MS));
}

/** The Monday of the ISO week that contains the date. */
export function weekStart(iso: string): string {
  const date = toUtc(iso);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDaysIso(iso, -weekday);
}

/** ISO week number and week-year (the year of the week's Thursday). */
export function isoWeek(iso: string): { week: number; year: number } {
  const thursday = toUtc(addDaysIso(weekStart(iso), 3));
  const year = thursday.getUTCFullYear();
  const firstThursday = toUtc(addDaysIso(weekStart(`${year}-01-04`), 3));
  return { week: 1 + Math.round((thursday.getTime() - firstThursday.getTime()) / (7 * DAY_MS)), year };
}

export function weekLabel(mondayIso: string): string {
  const { week, year } = isoWeek(mondayIso);
  return `KW ${week}/${year}`;
}

/** The Mondays of every week that touches [from, to], in order. */
export function weeksOf(from: string, to: string): string[] {
  if (to < from) return [];
  const weeks: string[] = [];
  for (let monday = weekStart(from); monday <= to; monday = addDaysIso(monday, 7)) weeks.push(monday);
  return weeks;
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}
