/**
 * What the finance endpoints answer (ADR 260): strict zod schemas of the JSON on the wire, so the
 * screens read the server's types instead of copies of them, and a field the contract does not
 * name fails the tests. Amounts are integer cents, dates "YYYY-MM-DD", moments ISO timestamps.
 */
import { z } from "zod";
import { calendarDate, pageOf, recordId, timestamp, version } from "#shared/contract/answers.ts";
import { MEMBERSHIP_CLASSES } from "#shared/membership.ts";
import {
  collectionStatuses,
  dunningPolicySchema,
  feeRuleSchema,
  invoiceStatuses,
  mandateStatuses,
  statementLineOutcomes,
  taxTreatmentSchema,
} from "./schema.ts";

const cents = z.number().int();
const count = z.number().int().min(0);
const membershipClass = z.enum(MEMBERSHIP_CLASSES);
const invoiceKind = z.enum(["invoice", "cancellation"]);
const invoiceStatus = z.enum(invoiceStatuses);
const collectionStatus = z.enum(collectionStatuses);
const scheme = z.enum(["CORE", "B2B"]);
const sequenceType = z.enum(["FRST", "RCUR", "FNAL", "OOFF"]);

// ---- Settings and fee schedules --------------------------------------------------------------

/** The association's issuer and creditor data (the one finance_settings row). */
export const financeSettingsSchema = z.strictObject({
  id: z.number().int(),
  issuerName: z.string(),
  issuerAddressLines: z.array(z.string()),
  taxNumber: z.string().nullable(),
  vatId: z.string().nullable(),
  registerText: z.string(),
  representedBy: z.string(),
  contactLines: z.array(z.string()),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  creditorId: z.string().nullable(),
  townName: z.string(),
  preNotificationDays: z.number().int(),
  dunningPolicy: dunningPolicySchema,
  updatedAt: timestamp,
  updatedBy: z.string().nullable(),
  version,
});
export type FinanceSettings = z.output<typeof financeSettingsSchema>;

/** A fiscal year's fee schedule as stored (versioned). */
export const storedFeeScheduleSchema = z.strictObject({
  fiscalYear: z.number().int(),
  rules: z.strictObject({ ordinary: feeRuleSchema, supporting: feeRuleSchema }),
  taxTreatment: taxTreatmentSchema,
  paymentTermDays: z.number().int(),
  version,
  updatedAt: timestamp,
});
export type StoredFeeSchedule = z.output<typeof storedFeeScheduleSchema>;

// ---- Fee runs --------------------------------------------------------------------------------

const dueFeeSchema = z.strictObject({
  kind: z.literal("due"),
  fiscalYear: z.number().int(),
  fullYearCents: cents,
  cents,
  months: z.number().int(),
  servicePeriod: z.strictObject({ from: calendarDate, to: calendarDate }),
  basisText: z.string(),
});

/** What the run does for one member, with the dates the invoice will store (ADR 220). */
export const feeRunDecisionSchema = z.discriminatedUnion("action", [
  z.strictObject({
    membershipId: recordId,
    name: z.string(),
    action: z.literal("issue"),
    fee: dueFeeSchema,
    cents: cents.nullable(),
    dueDate: calendarDate.nullable(),
    collectionDate: calendarDate.nullable(),
  }),
  z.strictObject({
    membershipId: recordId,
    name: z.string(),
    action: z.literal("skip"),
    reason: z.string(),
    blocking: z.boolean(),
    cents: cents.nullable(),
    dueDate: calendarDate.nullable(),
    collectionDate: calendarDate.nullable(),
  }),
]);

export const feeRunPreviewSchema = z.strictObject({
  fiscalYear: z.number().int(),
  schedule: storedFeeScheduleSchema.nullable(),
  /** The latest earlier year's schedule, offered as the start of a missing one. */
  previousSchedule: storedFeeScheduleSchema.nullable(),
  blockers: z.array(z.string()),
  issueDate: calendarDate,
  dueBeforeYearStart: z.boolean(),
  decisions: z.array(feeRunDecisionSchema),
});
export type FeeRunPreview = z.output<typeof feeRunPreviewSchema>;

export const feeRunResultSchema = z.strictObject({
  fiscalYear: z.number().int(),
  created: z.array(z.strictObject({ id: recordId, number: z.string(), memberName: z.string(), grossCents: cents })),
  skipped: count,
});

// ---- Invoices --------------------------------------------------------------------------------

export const invoiceSummarySchema = z.strictObject({
  id: recordId,
  number: z.string(),
  kind: invoiceKind,
  memberName: z.string(),
  membershipId: recordId,
  membershipClass,
  fiscalYear: z.number().int(),
  issueDate: calendarDate,
  dueDate: calendarDate.nullable(),
  /** The stored collection date of a direct debit (ADR 220); null when paid by transfer. */
  collectionDate: calendarDate.nullable(),
  collectionStatus: collectionStatus.nullable(),
  grossCents: cents,
  openCents: cents,
  status: invoiceStatus,
  /** Open, past due and not in a submitted collection. */
  overdue: z.boolean(),
  dunningLevel: count,
  /** The treasurer stopped dunning for this invoice (e.g. agreed instalments). */
  dunningHold: z.boolean(),
  /** Statutes § 3 (9): two notices and more than six months overdue; the assembly may exclude. */
  exclusionPossible: z.boolean(),
  version,
});
export type InvoiceSummary = z.output<typeof invoiceSummarySchema>;

const issuerSchema = z.strictObject({
  name: z.string(),
  addressLines: z.array(z.string()),
  taxNumber: z.string().nullable(),
  vatId: z.string().nullable(),
  registerText: z.string(),
  representedBy: z.string(),
  contactLines: z.array(z.string()),
  bank: z.strictObject({ name: z.string(), iban: z.string(), bic: z.string().nullable() }),
  creditorId: z.string().nullable(),
});

const paymentInstructionSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("transfer"), dueDate: calendarDate }),
  z.strictObject({
    kind: z.literal("direct_debit"),
    dueDate: calendarDate,
    mandateReference: z.string(),
    creditorId: z.string(),
    scheme,
    /** Carried over from the fee run's direct debit (the same date as dueDate, ADR 220). */
    collectionDate: calendarDate.optional(),
  }),
]);

/** The frozen snapshot of an issued invoice (ADR 161, domain/invoice.ts InvoiceDocument). */
export const invoiceDocumentSchema = z.strictObject({
  kind: invoiceKind,
  number: z.string(),
  issueDate: calendarDate,
  fiscalYear: z.number().int(),
  issuer: issuerSchema,
  recipient: z.strictObject({ name: z.string(), addressLines: z.array(z.string()), memberNumber: z.string(), attention: z.string().nullable() }),
  lines: z.array(z.strictObject({ description: z.string(), servicePeriod: z.strictObject({ from: calendarDate, to: calendarDate }), amountCents: cents })),
  taxTreatment: taxTreatmentSchema,
  netCents: cents,
  taxRateBasisPoints: z.number().int(),
  taxCents: cents,
  grossCents: cents,
  taxNote: z.string().nullable(),
  payment: paymentInstructionSchema.nullable(),
  cancels: z.strictObject({ number: z.string(), issueDate: calendarDate, reason: z.string() }).nullable(),
});

/** One finance_invoices row. */
export const invoiceRecordSchema = z.strictObject({
  id: recordId,
  number: z.string(),
  numberYear: z.number().int(),
  numberSequence: z.number().int(),
  kind: invoiceKind,
  membershipId: recordId,
  fiscalYear: z.number().int(),
  membershipClass,
  cancelsId: recordId.nullable(),
  issueDate: calendarDate,
  dueDate: calendarDate.nullable(),
  collectionDate: calendarDate.nullable(),
  netCents: cents,
  taxCents: cents,
  grossCents: cents,
  document: invoiceDocumentSchema,
  cancelledCents: cents,
  paidCents: cents,
  writtenOffCents: cents,
  feesCents: cents,
  openCents: cents,
  status: invoiceStatus,
  dunningHold: z.boolean(),
  pdfDocumentId: recordId.nullable(),
  pdfDocumentVersion: z.number().int().nullable(),
  mailDeliveryId: z.string().nullable(),
  mailedAt: timestamp.nullable(),
  createdAt: timestamp,
  createdBy: z.string().nullable(),
  version,
});
export type InvoiceRecord = z.output<typeof invoiceRecordSchema>;

const paymentRowSchema = z.strictObject({
  id: recordId,
  invoiceId: recordId,
  cents,
  receivedOn: calendarDate,
  method: z.enum(["transfer", "direct_debit", "cash", "return", "other"]),
  reference: z.string(),
  statementLineId: recordId.nullable(),
  collectionId: recordId.nullable(),
  createdAt: timestamp,
  createdBy: z.string().nullable(),
});

const writeOffRowSchema = z.strictObject({
  id: recordId,
  invoiceId: recordId,
  cents,
  writtenOffOn: calendarDate,
  reason: z.string(),
  createdAt: timestamp,
  createdBy: z.string().nullable(),
});

const noticeRowSchema = z.strictObject({
  id: recordId,
  invoiceId: recordId,
  level: z.number().int(),
  title: z.string(),
  sentOn: calendarDate,
  deadline: calendarDate,
  feeCents: cents,
  mailDeliveryId: z.string().nullable(),
  createdAt: timestamp,
  createdBy: z.string().nullable(),
});

const collectionRowSchema = z.strictObject({
  id: recordId,
  runId: recordId,
  invoiceId: recordId,
  mandateId: recordId,
  endToEndId: z.string(),
  attempt: z.number().int(),
  amountCents: cents,
  sequenceType,
  status: collectionStatus,
  settledOn: calendarDate.nullable(),
  returnedOn: calendarDate.nullable(),
  returnReason: z.string().nullable(),
  chargesCents: cents,
  updatedAt: timestamp,
});

/** An invoice with its payments, write-offs, dunning notices, collections and cancellation. */
export const invoiceDetailSchema = z.strictObject({
  invoice: invoiceRecordSchema,
  payments: z.array(paymentRowSchema),
  writeOffs: z.array(writeOffRowSchema),
  notices: z.array(noticeRowSchema),
  collections: z.array(collectionRowSchema),
  cancelledBy: z.strictObject({ id: recordId, number: z.string() }).nullable(),
});
export type InvoiceDetail = z.output<typeof invoiceDetailSchema>;

export const cancellationResultSchema = z.strictObject({ cancellationId: recordId, number: z.string() });
export const dunningHoldResultSchema = z.strictObject({ hold: z.boolean(), version });
export const dunningRunResultSchema = z.strictObject({
  sent: z.array(z.strictObject({ invoiceId: recordId, number: z.string(), level: z.number().int(), title: z.string() })),
  /** Why nothing (or what) was sent, in German. */
  message: z.string(),
});

// ---- A member company's own invoices ---------------------------------------------------------

/** A member company's own invoice as its representatives see it (no internal notes). */
export const ownInvoiceSchema = z.strictObject({
  id: recordId,
  number: z.string(),
  kind: invoiceKind,
  fiscalYear: z.number().int(),
  issueDate: calendarDate,
  dueDate: calendarDate.nullable(),
  collectionDate: calendarDate.nullable(),
  collectionStatus: collectionStatus.nullable(),
  grossCents: cents,
  openCents: cents,
  feesCents: cents,
  status: invoiceStatus,
  overdue: z.boolean(),
});
export type OwnInvoice = z.output<typeof ownInvoiceSchema>;

export const ownInvoicePageSchema = pageOf(ownInvoiceSchema).extend({ companyName: z.string().nullable() });

export const ownInvoiceDetailSchema = z.strictObject({
  invoice: ownInvoiceSchema.extend({
    recipientName: z.string(),
    lines: z.array(z.strictObject({ description: z.string() })),
    payment: z
      .discriminatedUnion("kind", [
        z.strictObject({ kind: z.literal("direct_debit"), mandateReference: z.string(), scheme }),
        z.strictObject({ kind: z.literal("transfer") }),
      ])
      .nullable(),
  }),
  payments: z.array(z.strictObject({ cents, receivedOn: calendarDate })),
  notices: z.array(z.strictObject({ level: z.number().int(), title: z.string(), sentOn: calendarDate, deadline: calendarDate, feeCents: cents })),
});

// ---- Billing profiles, members, mandates -----------------------------------------------------

export const billingProfileSchema = z.strictObject({
  membershipId: recordId,
  organizationName: z.string(),
  debtorNumber: z.string().nullable(),
  recipientName: z.string(),
  attention: z.string().nullable(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  billingEmail: z.string().nullable(),
  /** null while the member has no stored profile yet. */
  version: version.nullable(),
});
export type BillingProfile = z.output<typeof billingProfileSchema>;

export const memberOptionSchema = z.strictObject({ membershipId: recordId, name: z.string(), membershipClass });

/** One finance_mandates row. */
export const mandateSchema = z.strictObject({
  id: recordId,
  membershipId: recordId,
  reference: z.string(),
  scheme,
  recurrent: z.boolean(),
  signedOn: calendarDate,
  debtorName: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  status: z.enum(mandateStatuses),
  revokedOn: calendarDate.nullable(),
  lastCollectedOn: calendarDate.nullable(),
  createdAt: timestamp,
  createdBy: z.string().nullable(),
  updatedAt: timestamp,
  version,
});
export const mandateListItemSchema = mandateSchema.extend({ memberName: z.string() });
export type Mandate = z.output<typeof mandateListItemSchema>;

// ---- Collection runs -------------------------------------------------------------------------

export const collectionRunSummarySchema = z.strictObject({
  id: recordId,
  messageId: z.string(),
  scheme,
  collectionDate: calendarDate,
  transactions: count,
  controlSumCents: cents,
  createdAt: timestamp,
  pending: count,
  settled: count,
  returned: count,
});
export type CollectionRunSummary = z.output<typeof collectionRunSummarySchema>;

const skippedInvoiceSchema = z.strictObject({ invoiceId: recordId, number: z.string(), reason: z.string() });

/** What a collection run would debit now (sepa/collection-plan.ts) and what still blocks it. */
export const collectionPreviewSchema = z.strictObject({
  collectionDate: calendarDate,
  dates: z.array(z.strictObject({ date: calendarDate, count, cents })),
  items: z.array(
    z.strictObject({
      invoiceId: recordId,
      number: z.string(),
      mandateId: recordId,
      attempt: z.number().int(),
      announce: z.boolean(),
      dateMoved: z.boolean(),
      endToEndId: z.string(),
      amountCents: cents,
      scheme,
      sequenceType,
      collectionDate: calendarDate,
      mandateReference: z.string(),
      mandateSignedOn: calendarDate,
      debtorName: z.string(),
      debtorIban: z.string(),
      debtorBic: z.string().nullable(),
      remittance: z.string(),
    }),
  ),
  skipped: z.array(skippedInvoiceSchema),
  blockers: z.array(z.string()),
});
export type CollectionPreview = z.output<typeof collectionPreviewSchema>;

export const collectionRunResultSchema = z.strictObject({
  collectionDate: calendarDate,
  runs: z.array(z.strictObject({ id: recordId, messageId: z.string(), scheme, collectionDate: calendarDate, transactions: count, controlSumCents: cents })),
  skipped: z.array(skippedInvoiceSchema),
});

// ---- Bank statements -------------------------------------------------------------------------

const statementSummarySchema = z.strictObject({
  statementId: z.string(),
  account: z.string(),
  lines: count,
  booked: count,
  review: count,
  ignored: count,
  duplicates: count,
  balanced: z.boolean().nullable(),
});

export const statementImportSchema = z.strictObject({
  /** The first imported statement's row id. */
  statementId: recordId,
  statements: z.array(statementSummarySchema),
  alreadyImported: z.array(z.string()),
  lines: count,
  booked: count,
  review: count,
  ignored: count,
  duplicates: count,
  balanced: z.boolean().nullable(),
});
export type StatementImport = z.output<typeof statementImportSchema>;

/** One finance_bank_statements row. */
export const bankStatementSchema = z.strictObject({
  id: recordId,
  accountIban: z.string(),
  statementId: z.string(),
  messageId: z.string(),
  format: z.string(),
  fileName: z.string().nullable(),
  openingCents: cents.nullable(),
  closingCents: cents.nullable(),
  balanced: z.boolean().nullable(),
  lines: count,
  importedAt: timestamp,
  importedBy: z.string().nullable(),
});
export type BankStatement = z.output<typeof bankStatementSchema>;

/** One finance_statement_lines row. */
export const statementLineSchema = z.strictObject({
  id: recordId,
  statementId: recordId,
  accountIban: z.string(),
  lineKey: z.string(),
  bookingDate: calendarDate.nullable(),
  valueDate: calendarDate.nullable(),
  amountCents: cents,
  direction: z.enum(["credit", "debit"]),
  kind: z.enum(["incoming_transfer", "direct_debit_credit", "returned_debit", "other_debit"]),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  remittance: z.string(),
  endToEndId: z.string().nullable(),
  returnReason: z.string().nullable(),
  chargesCents: cents,
  outcome: z.enum(statementLineOutcomes),
  outcomeNote: z.string(),
  suggestedInvoiceIds: z.array(recordId),
  resolvedAt: timestamp.nullable(),
  resolvedBy: z.string().nullable(),
  version,
});
export type StatementLine = z.output<typeof statementLineSchema>;

// ---- Treasurer's report ----------------------------------------------------------------------

const classTotalsSchema = z.strictObject({
  membershipClass: z.enum([...MEMBERSHIP_CLASSES, "total"]),
  invoices: count,
  billedCents: cents,
  cancelledCents: cents,
  feesCents: cents,
  paidCents: cents,
  writtenOffCents: cents,
  outstandingCents: cents,
  cashReceivedCents: cents,
});

/** The treasurer's report of a fiscal year (domain/treasurer-report.ts, ADR 165). */
export const treasurerReportSchema = z.strictObject({
  fiscalYear: z.number().int(),
  asOf: calendarDate,
  classes: z.array(classTotalsSchema),
  total: classTotalsSchema,
  balances: z.array(
    z.strictObject({
      invoice: z.strictObject({
        id: recordId,
        number: z.string(),
        kind: invoiceKind,
        cancelsId: recordId.nullable(),
        fiscalYear: z.number().int(),
        membershipClass,
        memberName: z.string(),
        issueDate: calendarDate,
        grossCents: cents,
      }),
      cancelledCents: cents,
      feesCents: cents,
      paidCents: cents,
      writtenOffCents: cents,
      outstandingCents: cents,
    }),
  ),
  cashFromEarlierYearsCents: cents,
});
export type TreasurerReportAnswer = z.output<typeof treasurerReportSchema>;
