/**
 * Drizzle definitions of db/migrations/0180_collab_documents.sql. The sync path (update rows,
 * sessions) uses hand-written SQL in postgres-update-store.ts because of its locking; the list and
 * the document settings use these objects.
 */
import { bigint, boolean, customType, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#platform/auth/tables.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const collabDocuments = pgTable("collab_documents", {
  id: uuid("id").primaryKey().defaultRandom(),
  docKey: text("doc_key").notNull().unique(),
  title: text("title").notNull(),
  readRoles: text("read_roles").array().notNull().default([]),
  isShared: boolean("is_shared").notNull().default(false),
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  version: integer("version").notNull().default(1),
  head: bigint("head", { mode: "number" }).notNull().default(0),
  updateRows: integer("update_rows").notNull().default(0),
  updateBytes: bigint("update_bytes", { mode: "number" }).notNull().default(0),
  lastEditedAt: timestamp("last_edited_at", { withTimezone: true }),
  lastEditedBy: text("last_edited_by").references(() => profiles.id, { onDelete: "set null" }),
  contentPreview: text("content_preview").notNull().default(""),
});

export const collabUpdates = pgTable(
  "collab_updates",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => collabDocuments.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull(),
    data: bytea("data").notNull(),
    sessionId: uuid("session_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.seq] })],
);

export const collabSessions = pgTable(
  "collab_sessions",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => collabDocuments.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id").notNull(),
    userId: text("user_id").notNull(),
    clientId: bigint("client_id", { mode: "number" }).notNull(),
    awareness: bytea("awareness").notNull(),
    /** The newest Yjs clock of this session's awareness; an older one arriving late is ignored (0460). */
    awarenessClock: bigint("awareness_clock", { mode: "number" }).notNull().default(-1),
    seq: bigint("seq", { mode: "number" }).notNull().default(0),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
    active: boolean("active").notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.sessionId] })],
);

export const collabSnapshots = pgTable("collab_snapshots", {
  id: uuid("id").primaryKey().defaultRandom(),
  documentId: uuid("document_id")
    .notNull()
    .references(() => collabDocuments.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["auto", "named", "before_restore", "minutes"] }).notNull(),
  label: text("label"),
  state: bytea("state").notNull(),
  head: bigint("head", { mode: "number" }).notNull(),
  takenBy: text("taken_by").references(() => profiles.id, { onDelete: "set null" }),
  takenAt: timestamp("taken_at", { withTimezone: true }).notNull().defaultNow(),
  frozenDocumentId: uuid("frozen_document_id"),
});
