/**
 * Runs the due jobs. A job is claimed by moving its running_until forward in one UPDATE ... WHERE
 * (not running, or its lease ran out), so two instances never run it at once; every run is
 * recorded in job_state (last run, for the system screen) and job_runs (history, 30 days).
 *
 * One beat has one time budget (ADR 204): Netlify stops a scheduled function after 30 s, and the
 * cold start, the database connection, the bookkeeping and a report's flush need their share. Jobs
 * get the deadline and stop their batches in time; a job is not started when too little is left
 * (it stays due and, as the longest waiting, runs first on the next beat).
 */
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { reportError } from "../error-reporting/report-error.ts";
import { isDue } from "./due.ts";
import type { Job } from "./job.ts";
import { jobRuns, jobState } from "./tables.ts";

export interface JobOutcome {
  name: string;
  /** deferred: due, but the beat's time was up; it runs on the next beat. */
  status: "ok" | "failed" | "skipped" | "deferred";
  result?: Record<string, number | string>;
  error?: string;
}

const HISTORY_DAYS = 30;
/** The jobs' share of a beat; well under Netlify's 30 s for scheduled functions. */
export const BEAT_BUDGET_MS = 20_000;
/** A job is not started with less time left than this. */
const MIN_START_MS = 3_000;

export interface RunOptions {
  /** Run this job now, due or not (the system screen's "Jetzt ausführen", the e2e trigger). */
  only?: string;
  /** The budget of this run (default BEAT_BUDGET_MS). */
  budgetMs?: number;
}

export async function runDueJobs(db: Db, jobs: readonly Job[], now = new Date(), options: RunOptions = {}): Promise<JobOutcome[]> {
  const deadline = Date.now() + (options.budgetMs ?? BEAT_BUDGET_MS);
  const selected = jobs.filter((job) => !options.only || job.name === options.only);
  await db
    .insert(jobState)
    .values(selected.map((job) => ({ name: job.name })))
    .onConflictDoNothing();
  const states = new Map(
    (
      await db
        .select()
        .from(jobState)
        .where(
          inArray(
            jobState.name,
            selected.map((j) => j.name),
          ),
        )
    ).map((s) => [s.name, s]),
  );
  // The longest waiting first, so a job deferred for time is never starved by the ones before it.
  const lastStart = (job: Job) => states.get(job.name)?.lastStartedAt?.getTime() ?? 0;
  const ordered = [...selected].sort((a, b) => lastStart(a) - lastStart(b));
  const outcomes: JobOutcome[] = [];
  for (const job of ordered) {
    const due = Boolean(options.only) || isDue(job.schedule, states.get(job.name)?.lastStartedAt ?? null, now);
    if (!due) outcomes.push({ name: job.name, status: "skipped" });
    else if (deadline - Date.now() < MIN_START_MS) outcomes.push({ name: job.name, status: "deferred" });
    else outcomes.push(await runJob(db, job, now, deadline, states.get(job.name)?.lastStartedAt ?? null));
  }
  // In the jobs' own order for the caller (logs, the system screen).
  return jobs.map((job) => outcomes.find((o) => o.name === job.name)).filter((o): o is JobOutcome => o !== undefined);
}

async function runJob(db: Db, job: Job, now: Date, deadline: number, previousStart: Date | null): Promise<JobOutcome> {
  const leaseUntil = new Date(now.getTime() + (job.maxRunMinutes ?? 5) * 60_000);
  const claimed = await db
    .update(jobState)
    .set({ runningUntil: leaseUntil, lastStartedAt: now })
    .where(and(eq(jobState.name, job.name), or(isNull(jobState.runningUntil), lt(jobState.runningUntil, now))))
    .returning({ name: jobState.name });
  if (claimed.length === 0) return { name: job.name, status: "skipped" };

  let outcome: JobOutcome;
  let unfinished = false;
  try {
    const markUnfinished = () => {
      unfinished = true;
    };
    const result = (await job.run({ db, now, deadline, unfinished: markUnfinished })) ?? {};
    outcome = { name: job.name, status: "ok", result: unfinished ? { ...result, weiter: "im nächsten Lauf" } : result };
  } catch (error) {
    reportError(error, { task: `job:${job.name}` });
    outcome = { name: job.name, status: "failed", error: error instanceof Error ? error.message.slice(0, 1000) : String(error) };
  }
  const finishedAt = new Date();
  const status = outcome.status === "ok" ? "ok" : "failed";
  await db
    .update(jobState)
    // An unfinished job keeps its previous start, so it is still due on the next beat.
    .set({
      runningUntil: null,
      lastFinishedAt: finishedAt,
      lastStatus: status,
      lastResult: outcome.result ?? null,
      lastError: outcome.error ?? null,
      ...(unfinished ? { lastStartedAt: previousStart } : {}),
    })
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
