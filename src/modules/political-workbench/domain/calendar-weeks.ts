/**
 * ISO calendar weeks over plain dates (YYYY-MM-DD, no time zone involved): the Monday a date's week
 * starts on, the week's label "KW 7/2026", and every week of a range (ADR 172: empty weeks count).
 * Day arithmetic is the one date module's (src/shared/dates.ts).
 */
import { addDays, daysBetween, type IsoDate, weekday, yearOf } from "#shared/dates.ts";

/** The Monday of the ISO week that contains the date. */
export function weekStart(date: IsoDate): IsoDate {
  return addDays(date, -((weekday(date) + 6) % 7)); // Monday 0 … Sunday 6
}

/** ISO week number and week-year (the year of the week's Thursday). */
export function isoWeek(date: IsoDate): { week: number; year: number } {
  const thursday = addDays(weekStart(date), 3);
  const year = yearOf(thursday);
  const firstThursday = addDays(weekStart(`${year}-01-04`), 3);
  return { week: 1 + daysBetween(firstThursday, thursday) / 7, year };
}

export function weekLabel(monday: IsoDate): string {
  const { week, year } = isoWeek(monday);
  return `KW ${week}/${year}`;
}

/** The Mondays of every week that touches [from, to], in order. */
export function weeksOf(from: IsoDate, to: IsoDate): IsoDate[] {
  if (to < from) return [];
  const weeks: IsoDate[] = [];
  for (let monday = weekStart(from); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}
