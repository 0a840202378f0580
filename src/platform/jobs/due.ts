/** When a job is due, by its schedule and its last start (pure; times in Europe/Berlin). */
import type { JobSchedule } from "./job.ts";
import { berlinDate, berlinTime } from "#shared/dates.ts";

const berlinParts = (date: Date) => ({ day: berlinDate(date), time: berlinTime(date) });

export function isDue(schedule: JobSchedule, lastStartedAt: Date | null, now: Date): boolean {
  if ("everyMinutes" in schedule) {
    // A minute's grace so a five-minute job on a five-minute beat does not skip every other beat.
    return !lastStartedAt || now.getTime() - lastStartedAt.getTime() >= (schedule.everyMinutes - 1) * 60_000;
  }
  const today = berlinParts(now);
  if (today.time < schedule.dailyAt) return false;
  return !lastStartedAt || berlinParts(lastStartedAt).day !== today.day || berlinParts(lastStartedAt).time < schedule.dailyAt;
}
