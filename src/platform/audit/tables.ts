/** Drizzle definition of db/migrations/0041_audit_log.sql, 0280 (hash chain, request data), 0350 (retention) and 0440 (filter values). */
import { bigint, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const auditLog = pgTable("audit_log", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  actorUserId: text("actor_user_id"),
  action: text("action").notNull(),
  entityType: text("entity_type").notNull(),
  entityId: text("entity_id").notNull(),
  before: jsonb("before"),
  after: jsonb("after"),
  reason: text("reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** 0280: the module that wrote the entry (filter of the audit screen). */
  module: text("module"),
  /** 0280: the request that wrote it (null for scheduled jobs and scripts). */
  clientIp: text("client_ip"),
  userAgent: text("user_agent"),
  requestId: text("request_id"),
  /** 0280: set at commit by the sealing trigger; never written by code. */
  seq: bigint("seq", { mode: "number" }),
  prevHash: text("prev_hash"),
  /** 0350: the creation time of the entry before it, sealed into the hash (null before 0350). */
  prevCreatedAt: timestamp("prev_created_at", { withTimezone: true }),
  hash: text("hash"),
});

/** 0280: the chain's start after retention removed its oldest entries. */
export const auditChainAnchor = pgTable("audit_chain_anchor", {
  id: smallint("id").primaryKey().default(1),
  prunedThroughSeq: bigint("pruned_through_seq", { mode: "number" }).notNull(),
  prunedHash: text("pruned_hash").notNull(),
  prunedAt: timestamp("pruned_at", { withTimezone: true }).notNull().defaultNow(),
  /** 0350: the creation time of the last removed entry (set by the anchor's trigger). */
  prunedCreatedAt: timestamp("pruned_created_at", { withTimezone: true }),
});

/**
 * 0440: the trail's distinct actors, areas (module keys) and actions for the audit screen's
 * filters, kept by a statement trigger on the trail's inserts and trimmed by the retention job.
 */
export const auditFilterValues = pgTable(
  "audit_filter_values",
  {
    kind: text("kind", { enum: ["actor", "module", "action"] }).notNull(),
    value: text("value").notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.value] })],
);
