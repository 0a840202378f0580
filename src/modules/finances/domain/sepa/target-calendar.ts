import { addDays, isoDateOf, maxIsoDate, parseIsoDate, weekday, type IsoDate } from "#shared/dates.ts";

/** Easter Sunday (Gregorian, anonymous algorithm by Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDateOf(year, month, day);
}

/**
 * SEPA direct debits settle on TARGET (T2) business days: Monday to Friday except New Year's
 * Day, Good Friday, Easter Monday, 1 May and 25/26 December. German public holidays other than
 * these are business days for SEPA.
 */
export function isTargetBusinessDay(date: IsoDate): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  const { year, month, day: dayOfMonth } = parseIsoDate(date);
  if ((month === 1 && dayOfMonth === 1) || (month === 5 && dayOfMonth === 1) || (month === 12 && (dayOfMonth === 25 || dayOfMonth === 26))) return false;
  const easter = easterSunday(year);
  return date !== addDays(easter, -2) && date !== addDays(easter, 1);
}

export function nextTargetBusinessDay(date: IsoDate): IsoDate {
  let candidate = date;
  while (!isTargetBusinessDay(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

export function addTargetBusinessDays(date: IsoDate, days: number): IsoDate {
  let candidate = date;
  for (let counted = 0; counted < days; ) {
    candidate = addDays(candidate, 1);
    if (isTargetBusinessDay(candidate)) counted++;
  }
  return candidate;
}

/**
 * The earliest due date for a collection submitted today (ADR 163): the bank needs the file one
 * TARGET business day before the due date (CORE and B2B alike since the 2016 rulebooks), and the
 * member must have the pre-notification the agreed number of calendar days before it (14 unless
 * the mandate agreed fewer). A wished date earlier than that moves to the earliest; any date
 * moves to the next business day.
 */
export function earliestCollectionDate(submissionDate: IsoDate, preNotificationDays: number, wished: IsoDate | null = null): IsoDate {
  const byBank = addTargetBusinessDays(submissionDate, 1);
  const byNotice = addDays(submissionDate, preNotificationDays);
  const earliest = maxIsoDate(byBank, byNotice);
  return nextTargetBusinessDay(wished ? maxIsoDate(earliest, wished) : earliest);
}
