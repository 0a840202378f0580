/** Drizzle definitions of db/migrations/0140_documents.sql and 0371. Keep both in step with the SQL. */
import { sql } from "drizzle-orm";
import { bigint, boolean, customType, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#platform/auth/tables.ts";
import type { Role } from "#shared/roles.ts";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** File sizes stay far below 2^53, so numbers are safe. */
const size = (name: string) => bigint(name, { mode: "number" });

export const documentFolders = pgTable("document_folders", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  nameKey: text("name_key").notNull(),
  description: text("description"),
  readRole: text("read_role").$type<Role>().notNull(),
  writeRole: text("write_role").$type<Role>().notNull(),
  systemKey: text("system_key"),
  createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const documentFiles = pgTable("document_files", {
  sha256: text("sha256").primaryKey(),
  size: size("size").notNull(),
  typeId: text("type_id").notNull(),
  mediaType: text("media_type").notNull(),
  textStatus: text("text_status", { enum: ["pending", "done", "none", "failed"] })
    .notNull()
    .default("pending"),
  textContent: text("text_content"),
  /** The first 5,000 characters, for search result excerpts (0141). */
  textHead: text("text_head"),
  textTruncated: boolean("text_truncated").notNull().default(false),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const documentChunks = pgTable("document_chunks", {
  sha256: text("sha256").primaryKey(),
  size: integer("size").notNull(),
  touchedAt: timestamptz("touched_at").notNull().defaultNow(),
});

export const documentFileChunks = pgTable(
  "document_file_chunks",
  {
    fileSha256: text("file_sha256")
      .notNull()
      .references(() => documentFiles.sha256, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    chunkSha256: text("chunk_sha256")
      .notNull()
      .references(() => documentChunks.sha256),
    size: integer("size").notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileSha256, table.position] })],
);

export const documents = pgTable("documents", {
  id: uuid("id").primaryKey().defaultRandom(),
  folderId: uuid("folder_id")
    .notNull()
    .references(() => documentFolders.id, { onDelete: "restrict" }),
  name: text("name").notNull(),
  nameKey: text("name_key").notNull(),
  description: text("description"),
  tags: text("tags").array().notNull().default(sql`'{}'`),
  currentVersion: integer("current_version").notNull().default(1),
  fileSha256: text("file_sha256")
    .notNull()
    .references(() => documentFiles.sha256),
  size: size("size").notNull(),
  typeId: text("type_id").notNull(),
  searchVector: tsvector("search_vector").notNull().default(sql`''::tsvector`),
  createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedBy: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  version: integer("version").notNull().default(1),
  deletedAt: timestamptz("deleted_at"),
  deletedBy: text("deleted_by").references(() => profiles.id, { onDelete: "set null" }),
});

export const documentVersions = pgTable("document_versions", {
  id: uuid("id").primaryKey().defaultRandom(),
  documentId: uuid("document_id")
    .notNull()
    .references(() => documents.id, { onDelete: "cascade" }),
  number: integer("number").notNull(),
  fileSha256: text("file_sha256")
    .notNull()
    .references(() => documentFiles.sha256),
  fileName: text("file_name").notNull(),
  size: size("size").notNull(),
  typeId: text("type_id").notNull(),
  label: text("label"),
  restoredFrom: integer("restored_from"),
  createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const documentUploadSessions = pgTable("document_upload_sessions", {
  id: uuid("id").primaryKey(),
  ownerId: text("owner_id")
    .notNull()
    .references(() => profiles.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  size: size("size").notNull(),
  chunkBytes: integer("chunk_bytes").notNull(),
  expectedSha256: text("expected_sha256"),
  target: jsonb("target").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  expiresAt: timestamptz("expires_at").notNull(),
});

export const documentUploadChunks = pgTable(
  "document_upload_chunks",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => documentUploadSessions.id, { onDelete: "cascade" }),
    chunkIndex: integer("chunk_index").notNull(),
    chunkSha256: text("chunk_sha256")
      .notNull()
      .references(() => documentChunks.sha256),
    size: integer("size").notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.chunkIndex] })],
);

export const documentFolderWatchers = pgTable(
  "document_folder_watchers",
  {
    folderId: uuid("folder_id")
      .notNull()
      .references(() => documentFolders.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.folderId, table.userId] })],
);

/** Live documents per folder, kept by the documents trigger (0371). */
export const documentFolderCounts = pgTable("document_folder_counts", {
  folderId: uuid("folder_id")
    .primaryKey()
    .references(() => documentFolders.id, { onDelete: "cascade" }),
  live: integer("live").notNull().default(0),
});
