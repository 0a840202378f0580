/** Calendar arithmetic on ISO dates (YYYY-MM-DD), free of time zones. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the ISO week of a date. */
export function weekStart(isoDate: string): string {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return addDays(isoDate, -((day + 6) % 7));
}
