/**
 * The browser's "now": the one place a screen reads the time (the server's is now() in
 * src/platform/clock.ts). Dates of the Berlin calendar come from src/shared/dates.ts, e.g.
 * berlinDate(browserNow()) for today's date in a form.
 */
export function browserNow(): Date {
  return new Date();
}
