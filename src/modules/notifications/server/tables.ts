/** The drizzle objects of the notifications module (db/migrations/0100, 0101, 0103, 0105). */
import { pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { EmailMode } from "#shared/notification-kinds.ts";

export const notifications = pgTable("notifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").notNull(),
  kind: text("kind").notNull(),
  title: text("title").notNull(),
  body: text("body"),
  link: text("link").notNull(),
  actorId: text("actor_id"),
  dedupeKey: text("dedupe_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp("read_at", { withTimezone: true }),
  /** 0101: what the recipient's choice was when it arrived (null: before 0101). */
  email: text("email").$type<EmailMode>(),
  digestedAt: timestamp("digested_at", { withTimezone: true }),
  /** 0103: what it is about, checked again when its mail goes out (read-checks.ts). */
  targetType: text("target_type"),
  targetId: text("target_id"),
});

export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id").notNull(),
    kind: text("kind").notNull(),
    email: text("email").$type<EmailMode>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const notificationLinkKeys = pgTable("notification_link_keys", {
  id: smallint("id").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
