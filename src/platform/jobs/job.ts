/**
 * A scheduled job: what runs, and when. The platform's scheduler (scheduler.ts) is called by one
 * scheduled Netlify function every five minutes (and by scripts/serve.ts on a timer) and runs every
 * job that is due, each at most once at a time across all instances.
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
