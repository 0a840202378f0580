/**
 * Drizzle definitions of db/migrations/0055_crm_contacts.sql and 0056_crm_interactions.sql, with
 * 0063 (member contact people live in crm_contacts; is_representative marks the representative).
 */
import { boolean, date, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organization-table.ts";
import { profiles } from "#platform/auth/tables.ts";

export const INTERACTION_KINDS = ["meeting", "call", "letter", "email", "event"] as const;

export const crmContacts = pgTable("crm_contacts", {
  id: uuid("id").primaryKey().defaultRandom(),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull(),
  title: text("title"),
  jobFunction: text("job_function"),
  organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "set null" }),
  email: text("email"),
  phone: text("phone"),
  tags: text("tags").array().notNull().default([]),
  notes: text("notes"),
  followUpAt: date("follow_up_at"),
  isRepresentative: boolean("is_representative").notNull().default(false),
  createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const crmInteractions = pgTable("crm_interactions", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind", { enum: INTERACTION_KINDS }).notNull(),
  occurredOn: date("occurred_on").notNull(),
  summary: text("summary").notNull(),
  userId: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
  contactId: uuid("contact_id").references(() => crmContacts.id, { onDelete: "cascade" }),
  organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "cascade" }),
  createdBy: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
