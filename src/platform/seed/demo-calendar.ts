/**
 * The demo association's calendar, relative to the day the demo is seeded (issue 25): every
 * seeder that names an assembly or a date takes it from here, so notes, documents, tasks and the
 * assembly module name the same days. Chosen so that on the first day every main journey can be
 * tried: the last ordinary assembly is over (its freeze of admissions ended, its minutes are
 * published), the next one is planned but not yet convened (no invitation sent, so § 3 Abs. 5
 * freezes nothing and "Einladung zur MV versenden" is due), and its date keeps the four weeks'
 * notice from today.
 */
import { addDays, daysBetween, formatGermanLongDate, weekday, type IsoDate } from "../../shared/dates.ts";

/** The association's founding (content/presse/gruendung.mdx): nothing in the demo lies before it. */
export const FOUNDING_DATE: IsoDate = "2024-10-10";

export interface DemoCalendar {
  today: IsoDate;
  /** The last ordinary assembly: held, closed, minutes published. */
  lastAssembly: { date: IsoDate; invitedOn: IsoDate; minutesOn: IsoDate };
  /** The next ordinary assembly: planned, agenda and motions in, invitation not yet sent. */
  nextAssembly: { date: IsoDate };
}

/** A Tuesday to Thursday on or after `date` (assemblies are not held at weekends or on Mondays). */
function midweek(date: IsoDate): IsoDate {
  let day = date;
  while (![2, 3, 4].includes(weekday(day))) day = addDays(day, 1);
  return day;
}

export function demoCalendar(today: IsoDate): DemoCalendar {
  // About seven months ago, but never before the founding; its invitation went out five weeks before.
  const lastDate = midweek(maxDate(addDays(today, -200), addDays(FOUNDING_DATE, 60)));
  const last = lastDate < today ? lastDate : addDays(today, -1);
  // Five weeks ahead: the four weeks' notice (§ 7 Satzung) holds for an invitation sent in the next days.
  const next = midweek(addDays(today, 35));
  return {
    today,
    lastAssembly: { date: last, invitedOn: maxDate(addDays(last, -35), FOUNDING_DATE), minutesOn: minDate(addDays(last, 9), today) },
    nextAssembly: { date: next },
  };
}

/** "14. Mai 2027": the German long date the notes and documents use (the one date module's). */
export const germanLongDate = (date: IsoDate): string => formatGermanLongDate(date);

/** Days from `date` to `today` (for seeders that place records "n days ago"). */
export function daysAgo(today: IsoDate, date: IsoDate): number {
  return daysBetween(date, today);
}

const maxDate = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b);
