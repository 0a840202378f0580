/** Week arithmetic of the task analytics, on the one date module (src/shared/dates.ts). */
import { addDays, type IsoDate, weekday } from "#shared/dates.ts";

/** The Monday of the ISO week of a date. */
export function weekStart(isoDate: IsoDate): IsoDate {
  return addDays(isoDate, -((weekday(isoDate) + 6) % 7));
}
