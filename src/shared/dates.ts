/**
 * THE date and time module (issue 24, ADR 261): calendar dates of the Berlin calendar and German
 * formatting, on date-fns and @date-fns/tz instead of hand-written arithmetic. Isomorphic: the
 * server and the screens use the same functions.
 *
 * - A calendar date is an IsoDate "YYYY-MM-DD" (deadlines, due dates, follow-ups): days, not
 *   instants, so arithmetic runs on the date alone and a daylight-saving change (a 23- or 25-hour
 *   day) never shifts a deadline.
 * - An instant (a Date, or an ISO timestamp string) becomes a Berlin date or time only here.
 * - "Now" is never taken here: pass it in. On the server that is `now()` of src/platform/clock.ts
 *   (the e2e fake clock follows it), in the browser `browserNow()` of src/ui/clock.ts.
 */
import { TZDate, tz } from "@date-fns/tz";
// One subpath per function, not the "date-fns" index: Node resolves each of the index's ~250
// modules against date-fns' 199 KB package.json: importing it cost 1.5 of the 3 CPU-s of every
// function's cold start (a Lambda-like import, npm run measure:bundles); these subpaths 0.2 s.
import { addDays as addDaysFns } from "date-fns/addDays";
import { addMonths as addMonthsFns } from "date-fns/addMonths";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { format } from "date-fns/format";
import { isValid } from "date-fns/isValid";
import { de } from "date-fns/locale/de";

export const ASSOCIATION_TIME_ZONE = "Europe/Berlin";
const inBerlin = tz(ASSOCIATION_TIME_ZONE);

/** An ISO calendar date, YYYY-MM-DD, of the Berlin calendar. */
export type IsoDate = string;
/** An instant: a Date or an ISO timestamp as the API sends it. */
export type Instant = Date | string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** { year, month (1-12), day } of a calendar date; RangeError for anything that is not one. */
export function parseIsoDate(value: IsoDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(value);
  if (!match) throw new RangeError(`Not an ISO calendar date: "${value}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) throw new RangeError(`No such day: "${value}"`);
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

export function isoDateOf(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The calendar date as a UTC midnight, where date arithmetic cannot meet a DST change. */
function utcDay(value: IsoDate): TZDate {
  const { year, month, day } = parseIsoDate(value);
  return new TZDate(year, month - 1, day, "UTC");
}

const dayOf = (date: Date): IsoDate => format(date, "yyyy-MM-dd");

export function addDays(date: IsoDate, days: number): IsoDate {
  return dayOf(addDaysFns(utcDay(date), days));
}

/**
 * Adds calendar months the way § 188 Abs. 2 and 3 BGB end a period of months: the same day
 * number, or the last day of the month when that month is shorter (31 Jan + 1 month = 28/29 Feb).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  return dayOf(addMonthsFns(utcDay(date), months));
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return differenceInCalendarDays(utcDay(to), utcDay(from));
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: IsoDate): number {
  return utcDay(date).getDay();
}

export function yearOf(date: IsoDate): number {
  return parseIsoDate(date).year;
}

export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

function toDate(instant: Instant): Date {
  return typeof instant === "string" ? new Date(instant) : instant;
}

/** The Berlin calendar date on which an instant falls (23:30 UTC on 28 Feb is 1 March in Berlin). */
export function berlinDate(instant: Instant): IsoDate {
  return format(toDate(instant), "yyyy-MM-dd", { in: inBerlin });
}

/** Berlin wall-clock time "HH:MM" of an instant. */
export function berlinTime(instant: Instant): string {
  return format(toDate(instant), "HH:mm", { in: inBerlin });
}

/**
 * The instant of a Berlin wall-clock time, or null when that time does not exist (the hour
 * skipped when clocks go forward). In the repeated autumn hour one of the two instants is taken.
 */
export function berlinInstant(date: IsoDate, time: string): Date | null {
  const { year, month, day } = parseIsoDate(date);
  const match = WALL_TIME.exec(time);
  if (!match) throw new RangeError(`Not a wall-clock time HH:MM: ${time}`);
  const instant = new Date(new TZDate(year, month - 1, day, Number(match[1]), Number(match[2]), ASSOCIATION_TIME_ZONE).getTime());
  return berlinDate(instant) === date && berlinTime(instant) === time ? instant : null;
}

// ---- German formatting ----

const isCalendarDate = (value: IsoDate | Date): value is IsoDate => typeof value === "string" && value.length === 10;

/** "28.03.2026" for a calendar date or an instant (its Berlin date); `empty` for none or garbage. */
export function formatGermanDate(value: IsoDate | Date | null | undefined, empty = "–"): string {
  if (!value) return empty;
  if (isCalendarDate(value)) return isIsoDate(value) ? format(utcDay(value), "dd.MM.yyyy") : empty;
  const date = toDate(value);
  return isValid(date) ? format(date, "dd.MM.yyyy", { in: inBerlin }) : empty;
}

/** "28.03.2026, 14:05" (Berlin time); `empty` for none. */
export function formatGermanDateTime(instant: Instant | null | undefined, empty = "–"): string {
  if (!instant) return empty;
  const date = toDate(instant);
  return isValid(date) ? format(date, "dd.MM.yyyy, HH:mm", { in: inBerlin }) : empty;
}

/** "14:05" (Berlin time). */
export function formatGermanTime(instant: Instant): string {
  return berlinTime(instant);
}

/** "28. März 2026" for a calendar date or an instant (its Berlin date). */
export function formatGermanLongDate(value: IsoDate | Date): string {
  return isCalendarDate(value) ? format(utcDay(value), "d. MMMM yyyy", { locale: de }) : format(toDate(value), "d. MMMM yyyy", { locale: de, in: inBerlin });
}

/** "27. November 2026 um 14:05" (Berlin time), as mails write a moment. */
export function formatGermanLongDateTime(instant: Instant): string {
  return format(toDate(instant), "d. MMMM yyyy 'um' HH:mm", { locale: de, in: inBerlin });
}

/** "März 2026" for a calendar month "2026-03" or a date in it. */
export function formatGermanMonth(value: IsoDate | string): string {
  return format(utcDay(value.length === 7 ? `${value}-01` : value.slice(0, 10)), "MMMM yyyy", { locale: de });
}

/** "März 2026", "Jan. 2026" (abbreviated month: chart axes and table rows) for a calendar month "2026-03" or a date in it. */
export function formatGermanShortMonth(value: IsoDate | string): string {
  return format(utcDay(value.length === 7 ? `${value}-01` : value.slice(0, 10)), "MMM yyyy", { locale: de });
}
