/**
 * "Today" of the finances: the Berlin calendar day of the platform's one clock (`now()`), so a
 * request carrying x-dev-now (e2e server, DEV_CLOCK=1) runs a fee run, a collection run, a
 * dunning run or an overdue list on the chosen day. Never `new Date()` for a decision.
 */
import { now } from "#platform/clock.ts";
import { berlinDate } from "#shared/dates.ts";
import type { IsoDate } from "#shared/dates.ts";

export function financeToday(): IsoDate {
  return berlinDate(now());
}

export { now as financeNow };
