/** Machine-readable date for <time datetime> (the German one is formatGermanLongDate in src/shared/dates.ts). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
