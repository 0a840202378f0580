/**
 * Drizzle definitions of the forms tables, matching db/migrations/0002-0005 exactly:
 * membership_applications, contact_messages, rate_limit_counters and outbox.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const APPLICATION_STATUSES = ["pending", "in_review", "approved", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

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
  },
  (t) => [
    check("membership_applications_status_check", sql`${t.status} IN ('pending', 'in_review', 'approved', 'rejected', 'withdrawn')`),
    index("membership_applications_status_created_idx").on(t.status, t.createdAt.desc()),
  ],
);
export type MembershipApplicationRow = typeof membershipApplications.$inferSelect;

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_counters_window_idx").on(t.windowStart)],
);

/** clerk_invitation: a call of Clerk's invitation API (db/migrations/0049_clerk_invitations.sql). */
export const OUTBOX_KINDS = ["email", "webhook", "clerk_invitation"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
/** pending: not tried yet; failed: last try failed, retried later; sent; dead: gave up. */
export const OUTBOX_STATUSES = ["pending", "sent", "failed", "dead"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull(),
    target: text("target").notNull(),
    payload: jsonb("payload").notNull(),
    /** What the delivery announces, e.g. "membership_application:<id>"; for tracing only. */
    reference: text("reference"),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_reference_idx").on(t.reference)],
);
export type OutboxRow = typeof outbox.$inferSelect;
