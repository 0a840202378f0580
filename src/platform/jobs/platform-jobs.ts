/** The platform's own jobs: outbox deliveries, retention of personal data, housekeeping. */
import { dispatchOutbox, MIN_DELIVERY_MS, type DispatchSummary } from "../outbox/dispatch.ts";
import { pruneRateLimits } from "../rate-limit/rate-limit.ts";
import { pruneWorkLeases } from "../rate-limit/work-limits.ts";
import { applyRetention } from "../retention/apply-retention.ts";
import type { Job } from "./job.ts";
import { Pace } from "./pace.ts";
import { pruneJobRuns } from "./scheduler.ts";

const BATCH_SIZE = 12;

/**
 * Sends what is due in batches until the beat's time is up (the dispatcher checks the deadline
 * before every single delivery, not only between batches) or nothing is left; the rest goes on the
 * next beat.
 */
export const outboxDispatchJob: Job = {
  name: "outbox.dispatch",
  title: "E-Mails und Webhooks zustellen",
  schedule: { everyMinutes: 1 },
  async run(context) {
    const total: DispatchSummary = { claimed: 0, sent: 0, retrying: 0, dead: 0, released: 0 };
    const pace = new Pace(context.deadline, MIN_DELIVERY_MS);
    while (pace.fits()) {
      const batch = await dispatchOutbox({ limit: BATCH_SIZE, deadline: context.deadline, pace });
      for (const key of Object.keys(total) as (keyof DispatchSummary)[]) total[key] += batch[key];
      if (batch.claimed < BATCH_SIZE || batch.released > 0) break;
    }
    return { ...total };
  },
};

export const retentionJob: Job = {
  name: "platform.retention",
  title: "Speicherfristen der Datenschutzerklärung durchsetzen",
  schedule: { dailyAt: "03:00" },
  run: async ({ db, now }) => ({ ...(await applyRetention(db, now)) }),
};

export const housekeepingJob: Job = {
  name: "platform.housekeeping",
  title: "Abgelaufene Zähler und alte Job-Läufe aufräumen",
  schedule: { dailyAt: "03:30" },
  async run({ db, now }) {
    await pruneRateLimits(db, new Date(now.getTime() - 24 * 60 * 60_000));
    await pruneWorkLeases(db, now);
    return { jobRunsRemoved: await pruneJobRuns(db, now) };
  },
};

export const PLATFORM_JOBS: readonly Job[] = [outboxDispatchJob, retentionJob, housekeepingJob];
