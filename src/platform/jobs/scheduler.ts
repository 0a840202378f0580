/**
 * Runs the due jobs. A job is claimed by moving its running_until forward in one UPDATE ... WHERE
 * (not running, or its lease ran out), so two instances never run it at once; every run is
 * recorded in job_state (last run, for the system screen) and job_runs (history, 30 days).
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { reportError } from "../error-reporting/report-error.ts";
import { isDue } from "./due.ts";
import type { Job } from "./job.ts";
import { jobRuns, jobState } from "./tables.ts";

export interface JobOutcome {
  name: string;
  status: "ok" | "failed" | "skipped";
  result?: Record<string, number | string>;
  error?: string;
}

const HISTORY_DAYS = 30;

export async function runDueJobs(db: Db, jobs: readonly Job[], now = new Date(), options: { only?: string } = {}): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) {
    if (options.only && job.name !== options.only) continue;
    outcomes.push(await runIfDue(db, job, now, Boolean(options.only)));
  }
  return outcomes;
}

async function runIfDue(db: Db, job: Job, now: Date, force: boolean): Promise<JobOutcome> {
  await db.insert(jobState).values({ name: job.name }).onConflictDoNothing();
  const [state] = await db.select().from(jobState).where(eq(jobState.name, job.name));
  if (!force && !isDue(job.schedule, state?.lastStartedAt ?? null, now)) return { name: job.name, status: "skipped" };
  const leaseUntil = new Date(now.getTime() + (job.maxRunMinutes ?? 5) * 60_000);
  const claimed = await db
    .update(jobState)
    .set({ runningUntil: leaseUntil, lastStartedAt: now })
    .where(and(eq(jobState.name, job.name), or(isNull(jobState.runningUntil), lt(jobState.runningUntil, now))))
    .returning({ name: jobState.name });
  if (claimed.length === 0) return { name: job.name, status: "skipped" };

  let outcome: JobOutcome;
  try {
    const result = (await job.run({ db, now })) ?? {};
    outcome = { name: job.name, status: "ok", result };
  } catch (error) {
    reportError(error, { task: `job:${job.name}` });
    outcome = { name: job.name, status: "failed", error: error instanceof Error ? error.message.slice(0, 1000) : String(error) };
  }
  const finishedAt = new Date();
  const status = outcome.status === "ok" ? "ok" : "failed";
  await db
    .update(jobState)
    .set({ runningUntil: null, lastFinishedAt: finishedAt, lastStatus: status, lastResult: outcome.result ?? null, lastError: outcome.error ?? null })
    .where(eq(jobState.name, job.name));
  await db.insert(jobRuns).values({ name: job.name, startedAt: now, finishedAt, status, result: outcome.result ?? null, error: outcome.error ?? null });
  return outcome;
}

/** Drops run history older than HISTORY_DAYS (the platform's housekeeping job calls it). */
export async function pruneJobRuns(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(jobRuns)
    .where(lt(jobRuns.startedAt, sql`${now.toISOString()}::timestamptz - make_interval(days => ${HISTORY_DAYS})`))
    .returning({ id: jobRuns.id });
  return removed.length;
}
