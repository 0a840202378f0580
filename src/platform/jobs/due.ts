/** When a job is due, by its schedule and its last start (pure; times in Europe/Berlin). */
import type { JobSchedule } from "./job.ts";

const berlinParts = (date: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

export function isDue(schedule: JobSchedule, lastStartedAt: Date | null, now: Date): boolean {
  if ("everyMinutes" in schedule) {
    // A minute's grace so a five-minute job on a five-minute beat does not skip every other beat.
    return !lastStartedAt || now.getTime() - lastStartedAt.getTime() >= (schedule.everyMinutes - 1) * 60_000;
  }
  const today = berlinParts(now);
  if (today.time < schedule.dailyAt) return false;
  return !lastStartedAt || berlinParts(lastStartedAt).day !== today.day || berlinParts(lastStartedAt).time < schedule.dailyAt;
}
