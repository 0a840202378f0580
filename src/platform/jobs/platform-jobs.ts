/** The platform's own jobs: outbox deliveries, retention of personal data, housekeeping. */
import { dispatchOutbox, type DispatchSummary } from "../outbox/dispatch.ts";
import { pruneRateLimits } from "../rate-limit/rate-limit.ts";
import { applyRetention } from "../retention/apply-retention.ts";
import type { Job } from "./job.ts";
import { pruneJobRuns } from "./scheduler.ts";

const BATCH_SIZE = 25;
// Netlify stops scheduled functions after 30 s; leave room for the other jobs of the beat.
const OUTBOX_TIME_BUDGET_MS = 15_000;

export const outboxDispatchJob: Job = {
  name: "outbox.dispatch",
  title: "E-Mails und Webhooks zustellen",
  schedule: { everyMinutes: 1 },
  async run() {
    const started = Date.now();
    const total: DispatchSummary = { claimed: 0, sent: 0, retrying: 0, dead: 0 };
    for (;;) {
      const batch = await dispatchOutbox({ limit: BATCH_SIZE });
      for (const key of Object.keys(total) as (keyof DispatchSummary)[]) total[key] += batch[key];
      if (batch.claimed < BATCH_SIZE || Date.now() - started > OUTBOX_TIME_BUDGET_MS) break;
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
    return { jobRunsRemoved: await pruneJobRuns(db, now) };
  },
};

export const PLATFORM_JOBS: readonly Job[] = [outboxDispatchJob, retentionJob, housekeepingJob];
