/** German long date, e.g. "14. Mai 2025", independent of the build machine's time zone. */
const longDate = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Berlin" });

export function formatGermanDate(date: Date): string {
  return longDate.format(date);
}

/** Machine-readable date for <time datetime>. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
