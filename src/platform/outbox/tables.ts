/** The drizzle object of outbox (db/migrations/0005, 0070): durable deliveries, ADR 003. */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** pending: not tried yet; failed: last try failed, retried later; sent; dead: gave up. */
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "dead"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The delivery channel that performs it (registered in code: outbox/channels.ts). */
    kind: text("kind").notNull(),
    target: text("target").notNull(),
    payload: jsonb("payload").notNull(),
    /** What the delivery announces, e.g. "membership_application:<id>"; for tracing only. */
    reference: text("reference"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_reference_idx").on(t.reference)],
);
export type OutboxRow = typeof outbox.$inferSelect;
