/**
 * The drizzle object of membership_applications (db/migrations/0002, 0043, 0048): the submitted
 * fields and the review's decision columns.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { APPLICATION_STATUSES } from "../domain/application-status.ts";

export { APPLICATION_STATUSES, type ApplicationStatus } from "../domain/application-status.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const membershipApplications = pgTable(
  "membership_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyName: text("company_name").notNull(),
    legalForm: text("legal_form").notNull(),
    employeeCount: integer("employee_count").notNull(),
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    website: text("website"),
    representativeSalutation: text("representative_salutation").notNull(),
    representativeTitle: text("representative_title"),
    representativeFirstname: text("representative_firstname").notNull(),
    representativeLastname: text("representative_lastname").notNull(),
    representativePosition: text("representative_position").notNull(),
    representativeEmail: text("representative_email").notNull(),
    representativePhone: text("representative_phone"),
    infrastructureTypes: text("infrastructure_types").array().notNull(),
    /** numeric(8,1): drizzle reads and writes it as a string to keep the decimal exact. */
    trackLength: numeric("track_length", { precision: 8, scale: 1 }),
    desiredEntryDate: date("desired_entry_date", { mode: "string" }).notNull(),
    referralSource: text("referral_source"),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("pending"),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // The review's decision (0043).
    decisionReason: text("decision_reason"),
    decisionDate: date("decision_date", { mode: "string" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by"),
    organizationId: uuid("organization_id"),
    /** 0075: company, e-mail and day, so identical submissions store one row. */
    submissionKey: text("submission_key"),
    /** 0048, lower-cased since 0060: generated from company, city, e-mails and representative name; read-only. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(company_name || ' ' || city || ' ' || email || ' ' || representative_email || ' ' || representative_firstname || ' ' || representative_lastname)`,
    ),
  },
  (t) => [
    check("membership_applications_status_check", sql`${t.status} IN ('pending', 'in_review', 'approved', 'rejected', 'withdrawn')`),
    index("membership_applications_status_created_idx").on(t.status, t.createdAt.desc()),
  ],
);
export type MembershipApplicationRow = typeof membershipApplications.$inferSelect;
