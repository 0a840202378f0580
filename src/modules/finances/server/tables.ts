/**
 * Drizzle definitions of db/migrations/0230_finances.sql. Amounts are bigint cents read as
 * numbers (safe up to 90 trillion euros); dates are ISO strings.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, date, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MEMBERSHIP_CLASSES } from "#shared/membership.ts";
import { memberships } from "#modules/members/index.ts";
import type { DunningPolicy, FeeRule, TaxTreatment } from "../schema.ts";
import type { InvoiceDocument } from "../domain/invoice.ts";

const cents = (name: string) => bigint(name, { mode: "number" });
const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const financeSettings = pgTable("finance_settings", {
  id: smallint("id").primaryKey().default(1),
  issuerName: text("issuer_name").notNull(),
  issuerAddressLines: text("issuer_address_lines").array().notNull(),
  taxNumber: text("tax_number"),
  vatId: text("vat_id"),
  registerText: text("register_text").notNull().default(""),
  representedBy: text("represented_by").notNull().default(""),
  contactLines: text("contact_lines").array().notNull().default(sql`'{}'`),
  bankName: text("bank_name"),
  iban: text("iban"),
  bic: text("bic"),
  creditorId: text("creditor_id"),
  townName: text("town_name").notNull().default("Berlin"),
  preNotificationDays: integer("pre_notification_days").notNull().default(14),
  dunningPolicy: jsonb("dunning_policy").$type<DunningPolicy>().notNull(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
  updatedBy: text("updated_by"),
  version: integer("version").notNull().default(1),
});

export const financeFeeSchedules = pgTable("finance_fee_schedules", {
  fiscalYear: integer("fiscal_year").primaryKey(),
  ordinaryRule: jsonb("ordinary_rule").$type<FeeRule>().notNull(),
  supportingRule: jsonb("supporting_rule").$type<FeeRule>().notNull(),
  taxTreatment: jsonb("tax_treatment").$type<TaxTreatment>().notNull(),
  paymentTermDays: integer("payment_term_days").notNull(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
  updatedBy: text("updated_by"),
  version: integer("version").notNull().default(1),
});

export const financeBillingProfiles = pgTable("finance_billing_profiles", {
  membershipId: uuid("membership_id")
    .primaryKey()
    .references(() => memberships.id),
  debtorNumber: text("debtor_number").notNull().unique().default(sql`('D-' || lpad(nextval('finance_debtor_number_seq')::text, 4, '0'))`),
  recipientName: text("recipient_name").notNull(),
  attention: text("attention"),
  street: text("street"),
  postalCode: text("postal_code"),
  city: text("city"),
  billingEmail: text("billing_email"),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
  updatedBy: text("updated_by"),
  version: integer("version").notNull().default(1),
});

export const MANDATE_STATUSES = ["active", "revoked", "completed"] as const;

export const financeMandates = pgTable("finance_mandates", {
  id: uuid("id").primaryKey().defaultRandom(),
  membershipId: uuid("membership_id")
    .notNull()
    .references(() => memberships.id),
  reference: text("reference").notNull(),
  scheme: text("scheme", { enum: ["CORE", "B2B"] }).notNull(),
  recurrent: boolean("recurrent").notNull().default(true),
  signedOn: date("signed_on").notNull(),
  debtorName: text("debtor_name").notNull(),
  iban: text("iban").notNull(),
  bic: text("bic"),
  status: text("status", { enum: MANDATE_STATUSES }).notNull().default("active"),
  revokedOn: date("revoked_on"),
  lastCollectedOn: date("last_collected_on"),
  createdAt: stamp("created_at").notNull().defaultNow(),
  createdBy: text("created_by"),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const financeInvoiceCounters = pgTable("finance_invoice_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

export const INVOICE_STATUSES = ["open", "paid", "cancelled", "written_off", "cancellation"] as const;

export const financeInvoices = pgTable("finance_invoices", {
  id: uuid("id").primaryKey().defaultRandom(),
  number: text("number").notNull().unique(),
  numberYear: integer("number_year").notNull(),
  numberSequence: integer("number_sequence").notNull(),
  kind: text("kind", { enum: ["invoice", "cancellation"] }).notNull(),
  membershipId: uuid("membership_id")
    .notNull()
    .references(() => memberships.id),
  fiscalYear: integer("fiscal_year").notNull(),
  membershipClass: text("membership_class", { enum: MEMBERSHIP_CLASSES }).notNull(),
  cancelsId: uuid("cancels_id"),
  issueDate: date("issue_date").notNull(),
  dueDate: date("due_date"),
  /** The direct debit's collection date, decided once and stored (0310, ADR 220); null: paid by transfer. */
  collectionDate: date("collection_date"),
  netCents: cents("net_cents").notNull(),
  taxCents: cents("tax_cents").notNull(),
  grossCents: cents("gross_cents").notNull(),
  document: jsonb("document").$type<InvoiceDocument>().notNull(),
  cancelledCents: cents("cancelled_cents").notNull().default(0),
  paidCents: cents("paid_cents").notNull().default(0),
  writtenOffCents: cents("written_off_cents").notNull().default(0),
  feesCents: cents("fees_cents").notNull().default(0),
  openCents: cents("open_cents").generatedAlwaysAs(
    sql`CASE WHEN kind = 'invoice' THEN gross_cents + cancelled_cents + fees_cents - paid_cents - written_off_cents ELSE 0 END`,
  ),
  // Generated in SQL (0230); drizzle only needs to know never to write these two.
  status: text("status", { enum: INVOICE_STATUSES }).generatedAlwaysAs(
    sql`CASE WHEN kind = 'cancellation' THEN 'cancellation' WHEN cancelled_cents <> 0 AND gross_cents + cancelled_cents = 0 THEN 'cancelled' WHEN gross_cents + cancelled_cents + fees_cents - paid_cents - written_off_cents > 0 THEN 'open' WHEN written_off_cents > 0 THEN 'written_off' ELSE 'paid' END`,
  ),
  dunningHold: boolean("dunning_hold").notNull().default(false),
  pdfDocumentId: uuid("pdf_document_id"),
  /** The filed version that is the PDF of record (0231); null for rows filed before it existed. */
  pdfDocumentVersion: integer("pdf_document_version"),
  mailDeliveryId: text("mail_delivery_id"),
  mailedAt: stamp("mailed_at"),
  createdAt: stamp("created_at").notNull().defaultNow(),
  createdBy: text("created_by"),
  version: integer("version").notNull().default(1),
});

export const financeCollectionRuns = pgTable("finance_collection_runs", {
  id: uuid("id").primaryKey().defaultRandom(),
  messageId: text("message_id").notNull().unique(),
  scheme: text("scheme", { enum: ["CORE", "B2B"] }).notNull(),
  collectionDate: date("collection_date").notNull(),
  transactions: integer("transactions").notNull(),
  controlSumCents: cents("control_sum_cents").notNull(),
  xml: text("xml").notNull(),
  createdAt: stamp("created_at").notNull().defaultNow(),
  createdBy: text("created_by"),
});

export const COLLECTION_STATUSES = ["submitted", "settled", "returned"] as const;

export const financeCollections = pgTable("finance_collections", {
  id: uuid("id").primaryKey().defaultRandom(),
  runId: uuid("run_id")
    .notNull()
    .references(() => financeCollectionRuns.id),
  invoiceId: uuid("invoice_id")
    .notNull()
    .references(() => financeInvoices.id),
  mandateId: uuid("mandate_id")
    .notNull()
    .references(() => financeMandates.id),
  endToEndId: text("end_to_end_id").notNull().unique(),
  attempt: integer("attempt").notNull(),
  amountCents: cents("amount_cents").notNull(),
  sequenceType: text("sequence_type", { enum: ["FRST", "RCUR", "FNAL", "OOFF"] }).notNull(),
  status: text("status", { enum: COLLECTION_STATUSES }).notNull().default("submitted"),
  settledOn: date("settled_on"),
  returnedOn: date("returned_on"),
  returnReason: text("return_reason"),
  chargesCents: cents("charges_cents").notNull().default(0),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

export const financeBankStatements = pgTable("finance_bank_statements", {
  id: uuid("id").primaryKey().defaultRandom(),
  accountIban: text("account_iban").notNull(),
  statementId: text("statement_id").notNull(),
  messageId: text("message_id").notNull(),
  format: text("format").notNull(),
  fileName: text("file_name"),
  openingCents: cents("opening_cents"),
  closingCents: cents("closing_cents"),
  balanced: boolean("balanced"),
  lines: integer("lines").notNull().default(0),
  importedAt: stamp("imported_at").notNull().defaultNow(),
  importedBy: text("imported_by"),
});

export const LINE_OUTCOMES = ["booked", "review", "ignored", "resolved"] as const;

export const financeStatementLines = pgTable("finance_statement_lines", {
  id: uuid("id").primaryKey().defaultRandom(),
  statementId: uuid("statement_id")
    .notNull()
    .references(() => financeBankStatements.id),
  accountIban: text("account_iban").notNull(),
  lineKey: text("line_key").notNull(),
  bookingDate: date("booking_date"),
  valueDate: date("value_date"),
  amountCents: cents("amount_cents").notNull(),
  direction: text("direction", { enum: ["credit", "debit"] }).notNull(),
  kind: text("kind", { enum: ["incoming_transfer", "direct_debit_credit", "returned_debit", "other_debit"] }).notNull(),
  counterpartyName: text("counterparty_name"),
  counterpartyIban: text("counterparty_iban"),
  remittance: text("remittance").notNull().default(""),
  endToEndId: text("end_to_end_id"),
  returnReason: text("return_reason"),
  chargesCents: cents("charges_cents").notNull().default(0),
  outcome: text("outcome", { enum: LINE_OUTCOMES }).notNull(),
  outcomeNote: text("outcome_note").notNull().default(""),
  suggestedInvoiceIds: uuid("suggested_invoice_ids").array().notNull().default(sql`'{}'`),
  resolvedAt: stamp("resolved_at"),
  resolvedBy: text("resolved_by"),
  version: integer("version").notNull().default(1),
});

export const PAYMENT_METHODS = ["transfer", "direct_debit", "cash", "return", "other"] as const;

export const financePayments = pgTable("finance_payments", {
  id: uuid("id").primaryKey().defaultRandom(),
  invoiceId: uuid("invoice_id")
    .notNull()
    .references(() => financeInvoices.id),
  cents: cents("cents").notNull(),
  receivedOn: date("received_on").notNull(),
  method: text("method", { enum: PAYMENT_METHODS }).notNull(),
  reference: text("reference").notNull().default(""),
  statementLineId: uuid("statement_line_id").references(() => financeStatementLines.id),
  collectionId: uuid("collection_id").references(() => financeCollections.id),
  createdAt: stamp("created_at").notNull().defaultNow(),
  createdBy: text("created_by"),
});

export const financeWriteOffs = pgTable("finance_write_offs", {
  id: uuid("id").primaryKey().defaultRandom(),
  invoiceId: uuid("invoice_id")
    .notNull()
    .references(() => financeInvoices.id),
  cents: cents("cents").notNull(),
  writtenOffOn: date("written_off_on").notNull(),
  reason: text("reason").notNull(),
  createdAt: stamp("created_at").notNull().defaultNow(),
  createdBy: text("created_by"),
});

export const financeDunningNotices = pgTable("finance_dunning_notices", {
  id: uuid("id").primaryKey().defaultRandom(),
  invoiceId: uuid("invoice_id")
    .notNull()
    .references(() => financeInvoices.id),
  level: integer("level").notNull(),
  title: text("title").notNull(),
  sentOn: date("sent_on").notNull(),
  deadline: date("deadline").notNull(),
  feeCents: cents("fee_cents").notNull(),
  mailDeliveryId: text("mail_delivery_id"),
  createdAt: stamp("created_at").notNull().defaultNow(),
  createdBy: text("created_by"),
});
