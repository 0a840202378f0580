/** Drizzle definition of db/migrations/0374_report_snapshots.sql. Keep both in step with the SQL. */
import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const reportSnapshots = pgTable(
  "report_snapshots",
  {
    report: text("report").notNull(),
    key: text("key").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true, mode: "date" }).notNull(),
    body: jsonb("body").notNull(),
  },
  (table) => [primaryKey({ columns: [table.report, table.key] })],
);
