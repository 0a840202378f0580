/**
 * The daily dunning run (ADR 165): sends the reminders that are due today, the same run the
 * overdue list's button starts. A second run on the same day sends nothing twice (one notice per
 * invoice and level).
 */
import type { Job } from "#platform/jobs/job.ts";
import { berlinDate } from "#shared/dates.ts";
import { runDunning } from "./dunning-commands.ts";

export const dunningJob: Job = {
  name: "finances.dunning",
  title: "Fällige Zahlungserinnerungen und Mahnungen versenden",
  schedule: { dailyAt: "07:30" },
  async run({ db, now }) {
    const { sent } = await runDunning(db, null, berlinDate(now));
    return { sent: sent.length };
  },
};
