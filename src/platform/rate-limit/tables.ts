/** The drizzle object of rate_limit_counters (db/migrations/0004): fixed windows per key. */
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_counters_window_idx").on(t.windowStart)],
);

/** db/migrations/0351: one row per running expensive request (work-limits.ts). */
export const workLeases = pgTable(
  "work_leases",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** Whose request: a user id, or a hashed client for anonymous callers. */
    subject: text("subject").notNull(),
    cost: text("cost").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("work_leases_subject_idx").on(t.subject, t.cost, t.id)],
);
