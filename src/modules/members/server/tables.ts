/**
 * Drizzle objects of the member register: memberships (db/migrations/0042) and the register
 * revision the member figures cache reads (0062). Contact people of members are CRM contacts
 * (crm module, since 0063); organisations are the CRM's too.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, date, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "#modules/crm/index.ts";

import { MEMBERSHIP_CLASSES, MEMBERSHIP_STATUSES } from "#shared/membership.ts";

export { MEMBERSHIP_CLASSES, MEMBERSHIP_STATUSES, type MembershipClass, type MembershipStatus } from "#shared/membership.ts";

export const memberships = pgTable("memberships", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id")
    .notNull()
    .unique()
    .references(() => organizations.id),
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

/** db/migrations/0062_register_revision.sql: bumped by triggers on every register write. */
export const registerRevision = pgTable("register_revision", {
  singleton: boolean("singleton").primaryKey().default(true),
  revision: bigint("revision", { mode: "bigint" }).notNull().default(sql`0`),
});
