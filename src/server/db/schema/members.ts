/**
 * Drizzle definitions of the member register: db/migrations/0042_memberships.sql,
 * 0043_application_decisions.sql, 0048_application_search_text.sql and 0060 (columns added to
 * membership_applications) and 0044_assemblies.sql. Contact people of members are CRM contacts
 * (crm.ts, since 0063). 0062 adds the register revision (member figures cache).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "./organizations.ts";

export const MEMBERSHIP_CLASSES = ["ordinary", "supporting", "honorary"] as const;
export type MembershipClass = (typeof MEMBERSHIP_CLASSES)[number];
export const MEMBERSHIP_STATUSES = ["active", "resigned", "excluded"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const memberships = pgTable("memberships", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull().unique().references(() => organizations.id),
  membershipClass: text("membership_class", { enum: MEMBERSHIP_CLASSES }).notNull().default("ordinary"),
  status: text("status", { enum: MEMBERSHIP_STATUSES }).notNull().default("active"),
  entryDate: date("entry_date").notNull(),
  resignationReceivedAt: date("resignation_received_at"),
  exitDate: date("exit_date"),
  exclusionDecidedAt: date("exclusion_decided_at"),
  exclusionReason: text("exclusion_reason"),
  trackLengthKm: numeric("track_length_km", { precision: 8, scale: 1 }),
  infrastructureTypes: text("infrastructure_types").array().notNull().default(sql`'{}'`),
  employeeCount: integer("employee_count"),
  applicationId: uuid("application_id").unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const assemblies = pgTable("assemblies", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  invitationSentAt: date("invitation_sent_at").notNull(),
  heldAt: date("held_at").notNull(),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The decision columns that 0043 adds to membership_applications (the submitted fields are in
 * forms.ts, owned by the forms work). A second drizzle view of the same table, limited to what
 * the review writes, so neither file has to carry the other's columns.
 */
export const applicationDecisions = pgTable("membership_applications", {
  id: uuid("id").primaryKey(),
  status: text("status", { enum: ["pending", "in_review", "approved", "rejected", "withdrawn"] }).notNull(),
  version: integer("version").notNull(),
  decisionReason: text("decision_reason"),
  decisionDate: date("decision_date"),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  decidedBy: text("decided_by"),
  organizationId: uuid("organization_id"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  /** 0048, lower-cased since 0060: generated from company, city, e-mails and representative name; read-only. */
  searchText: text("search_text").generatedAlwaysAs(sql`lower(company_name || ' ' || city || ' ' || email || ' ' || representative_email || ' ' || representative_firstname || ' ' || representative_lastname)`),
});


/** db/migrations/0062_register_revision.sql: bumped by triggers on every register write. */
export const registerRevision = pgTable("register_revision", {
  singleton: boolean("singleton").primaryKey().default(true),
  revision: bigint("revision", { mode: "bigint" }).notNull().default(sql`0`),
});
