/** The drizzle objects of the discussions tables (db/migrations/0102_discussions.sql). */
import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Role } from "#shared/roles.ts";
import type { WatchLevel } from "../schema.ts";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const categories = pgTable("discussion_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull(),
  name: text("name").notNull(),
  description: text("description"),
  readRoles: text("read_roles").array().$type<Role[]>().notNull(),
  writeRoles: text("write_roles").array().$type<Role[]>().notNull(),
  position: integer("position").notNull().default(0),
  threadCount: integer("thread_count").notNull().default(0),
  lastPostAt: timestamptz("last_post_at"),
  archivedAt: timestamptz("archived_at"),
  version: integer("version").notNull().default(1),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const categoryMembers = pgTable("discussion_category_members", { categoryId: uuid("category_id").notNull(), userId: text("user_id").notNull() }, (t) => [
  primaryKey({ columns: [t.categoryId, t.userId] }),
]);

export const threads = pgTable("discussion_threads", {
  id: uuid("id").primaryKey().defaultRandom(),
  categoryId: uuid("category_id").notNull(),
  authorId: text("author_id"),
  title: text("title").notNull(),
  highestPostNumber: integer("highest_post_number").notNull().default(0),
  postCount: integer("post_count").notNull().default(0),
  lastPostAt: timestamptz("last_post_at").notNull().defaultNow(),
  lastPosterId: text("last_poster_id"),
  pinnedAt: timestamptz("pinned_at"),
  closedAt: timestamptz("closed_at"),
  deletedAt: timestamptz("deleted_at"),
  deletedBy: text("deleted_by"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const posts = pgTable("discussion_posts", {
  id: uuid("id").primaryKey().defaultRandom(),
  threadId: uuid("thread_id").notNull(),
  postNumber: integer("post_number").notNull(),
  authorId: text("author_id"),
  body: text("body").notNull(),
  bodyText: text("body_text").notNull(),
  quotedPostId: uuid("quoted_post_id"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  editedAt: timestamptz("edited_at"),
  editCount: integer("edit_count").notNull().default(0),
  deletedAt: timestamptz("deleted_at"),
  deletedBy: text("deleted_by"),
  version: integer("version").notNull().default(1),
});

export const postRevisions = pgTable("discussion_post_revisions", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  postId: uuid("post_id").notNull(),
  revision: integer("revision").notNull(),
  title: text("title"),
  body: text("body").notNull(),
  editedBy: text("edited_by"),
  editedAt: timestamptz("edited_at").notNull().defaultNow(),
});

export const threadUsers = pgTable(
  "discussion_thread_users",
  {
    userId: text("user_id").notNull(),
    threadId: uuid("thread_id").notNull(),
    lastReadPostNumber: integer("last_read_post_number").notNull().default(0),
    watchLevel: text("watch_level").$type<WatchLevel>(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.threadId] })],
);

export const categoryUsers = pgTable(
  "discussion_category_users",
  {
    userId: text("user_id").notNull(),
    categoryId: uuid("category_id").notNull(),
    watchLevel: text("watch_level").$type<WatchLevel>(),
    dismissedAt: timestamptz("dismissed_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);
