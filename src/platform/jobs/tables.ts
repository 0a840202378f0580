/** Drizzle objects of job_state and job_runs (db/migrations/0070). */
import { bigint, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const jobState = pgTable("job_state", {
  name: text("name").primaryKey(),
  runningUntil: at("running_until"),
  lastStartedAt: at("last_started_at"),
  lastFinishedAt: at("last_finished_at"),
  lastStatus: text("last_status", { enum: ["ok", "failed"] }),
  lastResult: jsonb("last_result"),
  lastError: text("last_error"),
});

export const jobRuns = pgTable("job_runs", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  startedAt: at("started_at").notNull(),
  finishedAt: at("finished_at").notNull(),
  status: text("status", { enum: ["ok", "failed"] }).notNull(),
  result: jsonb("result"),
  error: text("error"),
});
