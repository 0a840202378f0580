/** Today's calendar date in Berlin as YYYY-MM-DD; "not before today" means the association's today. */
export function todayInBerlin(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(now);
}

/** "2025-06-10" (or a timestamp starting with one) -> "10.06.2025"; `empty` for no date. */
export function germanDate(iso: string | null | undefined, empty = "–"): string {
  if (!iso) return empty;
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}.${m}.${y}`;
}

const dateTimeFormat = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" });

/** A moment in Berlin time, e.g. "10.06.2025, 14:05"; `empty` for none. */
export function germanDateTime(iso: string | Date | null | undefined, empty = "–"): string {
  if (!iso) return empty;
  return dateTimeFormat.format(typeof iso === "string" ? new Date(iso) : iso);
}
