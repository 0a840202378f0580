import { formatGermanLongDate } from "../shared/dates.ts";

/** German long date, e.g. "14. Mai 2025", independent of the build machine's time zone. */
export function formatGermanDate(date: Date): string {
  return formatGermanLongDate(date);
}

/** Machine-readable date for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
