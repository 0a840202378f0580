/**
 * A scheduled job: what runs, and when. The platform's scheduler (scheduler.ts) is called by one
 * scheduled Netlify function every five minutes (and by scripts/serve.ts on a timer) and runs every
 * job that is due, each at most once at a time across all instances, within one time budget for
 * the whole beat (Netlify stops a scheduled function after 30 s): heavy work goes in batches that
 * check the deadline and resume on the next beat.
 */
import type { Db } from "../db/client.ts";

export type JobSchedule =
  /** At most every n minutes (rounded up to the scheduler's five-minute beat on Netlify). */
  | { everyMinutes: number }
  /** Once per calendar day in Berlin, at the first beat at or after this time ("HH:MM"). */
  | { dailyAt: string };

export interface JobContext {
  db: Db;
  now: Date;
  /**
   * When this beat's time is up (epoch ms; ADR 204). A job that works in batches asks a Pace
   * (pace.ts) before each unit of work, stops in time and leaves the rest to the next beat.
   * Absent when a test runs a job directly (no limit then).
   */
  deadline?: number;
  /** Call when the job stopped before it was done: it then stays due and runs again next beat. */
  unfinished?(): void;
}

export interface Job {
  /** Unique, e.g. "outbox.dispatch", "tasks.reminders" (lower case, digits, "_", ".", "-"). */
  name: string;
  /** What the system screen shows, in German. */
  title: string;
  schedule: JobSchedule;
  /** Longest run time; another instance may start the job after that. Default 5 minutes. */
  maxRunMinutes?: number;
  /** Returns counts worth showing ("sent: 3"); throws when the job failed. */
  run(context: JobContext): Promise<Record<string, number | string> | void>;
}
