/**
 * Calendar arithmetic in the association's time zone. The statutes count deadlines in days,
 * weeks and months of the Berlin calendar ("vier Wochen vor dem Tag der Versammlung", "14 Tage",
 * "zwölf Monate"), so every rule works on ISO calendar dates (YYYY-MM-DD) and converts instants
 * to Berlin dates exactly once, here. Calendar dates carry no clock, so a daylight-saving change
 * (a 23- or 25-hour day) can never shift a deadline by a day.
 *
 * Plain Intl instead of a date library: the only zone-aware operations are "which Berlin date and
 * time is this instant" and its inverse; both are a few lines with the platform's tz database.
 */
export const ASSOCIATION_TIME_ZONE = "Europe/Berlin";

/** An ISO calendar date, YYYY-MM-DD, in the Berlin calendar. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

const berlinParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ASSOCIATION_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockOf(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of berlinParts.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parseIsoDate(value: IsoDate): { year: number; month: number; day: number } {
  if (!isIsoDate(value)) throw new RangeError(`Not an ISO calendar date: ${value}`);
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

function toIsoDate(utcMidnight: number): IsoDate {
  const date = new Date(utcMidnight);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function utcMidnightOf(value: IsoDate): number {
  const { year, month, day } = parseIsoDate(value);
  return Date.UTC(year, month - 1, day);
}

/** The Berlin calendar date on which an instant falls (23:30 UTC on 28 Feb is 1 March in Berlin). */
export function berlinDate(instant: Date): IsoDate {
  const clock = wallClockOf(instant);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** Berlin wall-clock time "HH:MM" of an instant. */
export function berlinTime(instant: Date): string {
  const clock = wallClockOf(instant);
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(utcMidnightOf(date) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMidnightOf(to) - utcMidnightOf(from)) / DAY_MS);
}

/**
 * Adds calendar months the way § 188 Abs. 2 and 3 BGB end a period of months: the same day
 * number, or the last day of the month when that month is shorter (31 Jan + 1 month = 28/29 Feb).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return toIsoDate(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
}

export function yearOf(date: IsoDate): number {
  return parseIsoDate(date).year;
}

/**
 * The instant of a Berlin wall-clock time, or null when that time does not exist (the hour
 * skipped when clocks go forward). In the repeated autumn hour the later (winter time) instant is
 * taken; assemblies do not start at 2:30 at night, so this only has to be defined, not clever.
 */
export function berlinInstant(date: IsoDate, time: string): Date | null {
  const { year, month, day } = parseIsoDate(date);
  const match = WALL_TIME.exec(time);
  if (!match) throw new RangeError(`Not a wall-clock time HH:MM: ${time}`);
  const wall = Date.UTC(year, month - 1, day, Number(match[1]), Number(match[2]));
  // Two passes: the offset at the first guess may differ from the offset at the answer.
  let instant = wall - offsetMs(new Date(wall));
  instant = wall - offsetMs(new Date(instant));
  const result = new Date(instant);
  return berlinDate(result) === date && berlinTime(result) === time ? result : null;
}

/** Berlin's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetMs(instant: Date): number {
  const clock = wallClockOf(instant);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** 28.03.2026 */
export function formatGermanDate(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}

/** 28.03.2026, 14:05 Uhr (Berlin time) */
export function formatGermanDateTime(instant: Date): string {
  return `${formatGermanDate(berlinDate(instant))}, ${berlinTime(instant)} Uhr`;
}
