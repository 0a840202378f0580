/**
 * The demo association's calendar, relative to the day the demo is seeded (issue 25, ADR 285):
 * every seeder that names an assembly or a date takes it from here, so notes, documents, tasks,
 * the register and the assembly module name the same days. Chosen so that on the first day every
 * main journey can be tried, in one order: the ordinary assembly is running that day (invited five
 * weeks before, a motion open for the vote), so a member votes and the office closes it and files
 * its minutes; its end lifts the admission freeze of § 3 Abs. 5 the same day, so the application
 * that came in before the invitation can be admitted; then the fee run and a collection. The last
 * assembly before it was held some seven months ago (closed, minutes published).
 */
import { addDays, daysBetween, formatGermanLongDate, weekday, type IsoDate } from "#shared/dates.ts";

/** The association's founding (content/presse/gruendung.mdx): nothing in the demo lies before it. */
export const FOUNDING_DATE: IsoDate = "2024-10-10";

/** Weeks between the invitation and the assembly: more than the four weeks of § 7 Satzung. */
const INVITATION_WEEKS = 5;

export interface DemoAssemblyDates {
  date: IsoDate;
  invitedOn: IsoDate;
  /** "2027", or "Mai 2027" when both assemblies fall in one year (titles and file names stay distinct). */
  label: string;
}

export interface DemoCalendar {
  today: IsoDate;
  /** The last ordinary assembly: held, closed, minutes published. */
  lastAssembly: DemoAssemblyDates & { minutesOn: IsoDate };
  /** The ordinary assembly running today: invited five weeks ago, motions ready to vote on. */
  currentAssembly: DemoAssemblyDates;
}

const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

/** A Tuesday to Thursday on or before `date` (assemblies are not held at weekends or on Mondays). */
function midweekBefore(date: IsoDate): IsoDate {
  let day = date;
  while (![2, 3, 4].includes(weekday(day))) day = addDays(day, -1);
  return day;
}

export function demoCalendar(today: IsoDate): DemoCalendar {
  const invitedOn = addDays(today, -7 * INVITATION_WEEKS);
  // About seven months ago, never before the founding, and over before today's assembly was convened.
  const lastDate = midweekBefore(minDate(maxDate(addDays(today, -200), addDays(FOUNDING_DATE, 60)), addDays(invitedOn, -2)));
  const sameYear = lastDate.slice(0, 4) === today.slice(0, 4);
  const label = (date: IsoDate) => (sameYear ? `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}` : date.slice(0, 4));
  return {
    today,
    lastAssembly: {
      date: lastDate,
      invitedOn: maxDate(addDays(lastDate, -7 * INVITATION_WEEKS), FOUNDING_DATE),
      minutesOn: minDate(addDays(lastDate, 9), addDays(invitedOn, -1)),
      label: label(lastDate),
    },
    currentAssembly: { date: today, invitedOn, label: label(today) },
  };
}

/**
 * A day outside every demo assembly's admission freeze (§ 3 Abs. 5: invitation to the end of the
 * assembly): a member of the demo register entered on `date`, or on the day before the freeze it
 * falls into, so no member joined while an invited electorate was fixed.
 */
export function outsideAdmissionFreezes(calendar: DemoCalendar, date: IsoDate): IsoDate {
  for (const { invitedOn, date: held } of [calendar.currentAssembly, calendar.lastAssembly]) {
    if (invitedOn <= date && date <= held) return addDays(invitedOn, -1);
  }
  return date;
}

/**
 * The desired entry date of a demo application, `days` after `today`: within today's year while the
 * year has a day left after today, so a company admitted on the demo's first day is in this year's
 * fee run; on 31 December the day `days` ahead in the next year. Always after today: an entry on
 * today would fall inside the admission freeze of the assembly running today (§ 3 Abs. 5).
 */
export function desiredEntryDate(today: IsoDate, days: number): IsoDate {
  const yearEnd: IsoDate = `${today.slice(0, 4)}-12-31`;
  const ahead = addDays(today, days);
  return yearEnd > today ? minDate(ahead, yearEnd) : ahead;
}

/** "14. Mai 2027": the German long date the notes and documents use (the one date module's). */
export const germanLongDate = (date: IsoDate): string => formatGermanLongDate(date);

/** Days from `date` to `today` (for seeders that place records "n days ago"). */
export function daysAgo(today: IsoDate, date: IsoDate): number {
  return daysBetween(date, today);
}

const maxDate = (a: IsoDate, b: IsoDate) => (a > b ? a : b);
const minDate = (a: IsoDate, b: IsoDate) => (a < b ? a : b);
