/** Drizzle definitions of db/migrations/0430_content_drafts.sql. */
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#platform/auth/tables.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collection: text("collection").notNull(),
    entryId: text("entry_id").notNull(),
    isNew: boolean("is_new").notNull(),
    baseSha: text("base_sha"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    body: text("body").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.collection, t.entryId), index("content_drafts_updated_idx").on(t.updatedAt.desc(), t.id.desc())],
);

export const contentDraftImages = pgTable(
  "content_draft_images",
  {
    draftId: uuid("draft_id")
      .notNull()
      .references(() => contentDrafts.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mediaType: text("media_type").notNull(),
    bytes: bytea("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBy: text("uploaded_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.fileName] })],
);

export interface PublishedFile {
  path: string;
  /** Git blob id of the committed content; null when the commit deleted the file. */
  sha: string | null;
}

export const contentPublications = pgTable(
  "content_publications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collection: text("collection").notNull(),
    entryId: text("entry_id").notNull(),
    action: text("action").$type<"publish" | "unpublish">().notNull(),
    title: text("title").notNull(),
    pagePath: text("page_path").notNull(),
    commitSha: text("commit_sha").notNull(),
    files: jsonb("files").$type<PublishedFile[]>().notNull(),
    status: text("status").$type<"building" | "live" | "failed">().notNull().default("building"),
    statusMessage: text("status_message"),
    publishedBy: text("published_by").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    liveAt: timestamp("live_at", { withTimezone: true }),
  },
  (t) => [index("content_publications_list_idx").on(t.createdAt.desc(), t.id.desc())],
);
