/** Today's calendar date in Berlin as YYYY-MM-DD; "not before today" means the association's today. */
export function todayInBerlin(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(now);
}
