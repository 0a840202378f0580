import { z } from "zod";
import { parseEuroInput as parseEuroInputForSchema } from "./domain/money.ts";
import { pageFields } from "#shared/schemas/list-query.ts";
import type { MembershipClass } from "#shared/membership.ts";

/**
 * Shapes shared by the finance screens and the server (one zod schema per shape). Amounts are
 * integer cents (ADR 162); the screens convert what people type with parseEuroInput first.
 */

export const centsSchema = z
  .number()
  .int("Betrag muss in ganzen Cent angegeben sein")
  .min(0, "Betrag darf nicht negativ sein")
  .max(99_999_999_99, "Betrag ist zu hoch");

export type { MembershipClass };

export const membershipClassLabels: Record<MembershipClass, string> = {
  ordinary: "Ordentliches Mitglied",
  supporting: "Fördermitglied",
  honorary: "Ehrenmitglied",
};

/** Classes that pay a fee; honorary members are free by statute, so they have no rule at all. */
export const payingClasses = ["ordinary", "supporting"] as const;
export type PayingClass = (typeof payingClasses)[number];

export const tierBases = ["track_km", "employees"] as const;
export const tierBasisLabels: Record<(typeof tierBases)[number], string> = {
  track_km: "Streckenlänge (km)",
  employees: "Beschäftigte",
};

export const feeTierSchema = z.object({
  /** Inclusive upper bound of the basis value; null = open-ended last tier. */
  upTo: z.number().min(0, "Grenze darf nicht negativ sein").nullable(),
  annualCents: centsSchema,
});

export const feeRuleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("fixed"), annualCents: centsSchema }),
  z
    .object({
      kind: z.literal("tiered"),
      basis: z.enum(tierBases),
      tiers: z.array(feeTierSchema).min(1, "Mindestens eine Staffel angeben").max(20, "Höchstens 20 Staffeln"),
    })
    .superRefine((rule, ctx) => {
      rule.tiers.forEach((tier, index) => {
        const isLast = index === rule.tiers.length - 1;
        if (isLast && tier.upTo !== null) {
          ctx.addIssue({ code: "custom", path: ["tiers", index, "upTo"], message: "Die letzte Staffel gilt ohne Obergrenze" });
        }
        if (!isLast && tier.upTo === null) {
          ctx.addIssue({ code: "custom", path: ["tiers", index, "upTo"], message: "Nur die letzte Staffel darf ohne Obergrenze sein" });
        }
        const previous = rule.tiers[index - 1];
        if (previous?.upTo != null && tier.upTo !== null && tier.upTo <= previous.upTo) {
          ctx.addIssue({ code: "custom", path: ["tiers", index, "upTo"], message: "Obergrenzen müssen aufsteigen" });
        }
      });
    }),
]);
export type FeeRule = z.infer<typeof feeRuleSchema>;

/**
 * How the fee is treated for VAT (ADR 160). Default: a genuine membership fee is not taxable
 * (no exchange of services), so the invoice shows no VAT and says why.
 */
export const taxTreatmentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("not_taxable") }),
  z.object({
    kind: z.literal("exempt"),
    legalBasis: z.string().trim().min(3, "Rechtsgrundlage der Steuerbefreiung angeben").max(200),
  }),
  z.object({ kind: z.literal("small_business") }),
  z.object({ kind: z.literal("taxable"), rateBasisPoints: z.union([z.literal(1900), z.literal(700)]) }),
]);
export type TaxTreatment = z.infer<typeof taxTreatmentSchema>;

export const fiscalYearSchema = z.number().int().min(2024, "Geschäftsjahr ab 2024").max(2100, "Geschäftsjahr unplausibel");

export const feeScheduleSchema = z.object({
  fiscalYear: fiscalYearSchema,
  rules: z.object({ ordinary: feeRuleSchema, supporting: feeRuleSchema }),
  taxTreatment: taxTreatmentSchema,
  paymentTermDays: z.number().int().min(7, "Zahlungsziel mindestens 7 Tage").max(90, "Zahlungsziel höchstens 90 Tage"),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

export const dunningLevelSchema = z.object({
  level: z.number().int().min(1).max(5),
  title: z.string().trim().min(3).max(60),
  /** Days after the due date (level 1) or after the previous notice (higher levels). */
  waitDays: z.number().int().min(1, "Mindestens 1 Tag").max(90, "Höchstens 90 Tage"),
  feeCents: centsSchema,
  /** New payment deadline printed on the notice, in days from its date. */
  paymentTermDays: z.number().int().min(7).max(30),
});
export type DunningLevel = z.infer<typeof dunningLevelSchema>;

export const dunningPolicySchema = z
  .array(dunningLevelSchema)
  .min(1)
  .max(5)
  .refine((levels) => levels.every((entry, index) => entry.level === index + 1), "Mahnstufen müssen bei 1 beginnen und lückenlos sein");
export type DunningPolicy = z.infer<typeof dunningPolicySchema>;

// ---------------------------------------------------------------------------------------------
// API shapes (screen and server)

export const versionSchema = z.number({ error: "Version fehlt." }).int().min(1).max(1_000_000);

const text = (max: number, label: string) => z.string().trim().max(max, `${label} darf höchstens ${max} Zeichen lang sein`);
const optional = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((value) => (value ? value : null));

export const financeSettingsInputSchema = z.strictObject({
  issuerName: text(200, "Name").min(3, "Name des Verbandes angeben"),
  issuerAddressLines: z.array(text(100, "Adresszeile").min(1)).min(1, "Anschrift angeben").max(4),
  taxNumber: optional(40, "Steuernummer"),
  vatId: optional(20, "USt-IdNr."),
  registerText: text(200, "Registerangabe"),
  representedBy: text(300, "Vertretung"),
  contactLines: z.array(text(100, "Kontaktzeile").min(1)).max(4),
  bankName: optional(100, "Bank"),
  iban: optional(42, "IBAN"),
  bic: optional(11, "BIC"),
  creditorId: optional(35, "Gläubiger-ID"),
  townName: text(35, "Ort").min(1, "Ort angeben"),
  preNotificationDays: z.number().int().min(1, "Mindestens 1 Tag").max(30, "Höchstens 30 Tage"),
  dunningPolicy: dunningPolicySchema,
  version: versionSchema,
});
export type FinanceSettingsInput = z.infer<typeof financeSettingsInputSchema>;

export const feeScheduleInputSchema = z.strictObject({
  rules: z.strictObject({ ordinary: feeRuleSchema, supporting: feeRuleSchema }),
  taxTreatment: taxTreatmentSchema,
  paymentTermDays: feeScheduleSchema.shape.paymentTermDays,
  /** null when the year has no schedule yet. */
  version: versionSchema.nullable(),
});
export type FeeScheduleInput = z.infer<typeof feeScheduleInputSchema>;

export const isoDateSchema = z.iso.date({ error: "Bitte ein gültiges Datum angeben" });

export const feeRunInputSchema = z.strictObject({
  fiscalYear: fiscalYearSchema,
  issueDate: isoDateSchema,
  /** The office's explicit choice: the fee may fall due before 1 January of the fiscal year. */
  dueBeforeYearStart: z.boolean().optional().default(false),
});
/** The fee run preview for an invoice date (default today) and the same explicit choice. */
export const feeRunPreviewQuerySchema = z.strictObject({
  issueDate: isoDateSchema.optional(),
  dueBeforeYearStart: z.enum(["0", "1"]).optional(),
});
export type FeeRunInput = z.infer<typeof feeRunInputSchema>;

export const invoiceStatuses = ["open", "paid", "cancelled", "written_off", "cancellation"] as const;
export const invoiceStatusLabels: Record<(typeof invoiceStatuses)[number], string> = {
  open: "Offen",
  paid: "Bezahlt",
  cancelled: "Storniert",
  written_off: "Abgeschrieben",
  cancellation: "Stornorechnung",
};

export const cancelInvoiceSchema = z.strictObject({
  reason: text(300, "Grund").min(3, "Grund der Stornierung angeben"),
  version: versionSchema,
});

/** A euro amount as typed ("1.234,56"), read into cents; shared by the form and the server. */
export const euroAmountSchema = z
  .string({ error: "Betrag angeben" })
  .trim()
  .min(1, "Betrag angeben")
  .max(20, "Betrag ist zu lang")
  .transform((value, ctx) => {
    const cents = parseEuroInputForSchema(value);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: "custom", message: "Betrag als Euro-Betrag angeben, z. B. 1.200,00" });
      return z.NEVER;
    }
    return cents;
  });

export const paymentMethods = ["transfer", "direct_debit", "cash", "other"] as const;
export const paymentMethodLabels: Record<(typeof paymentMethods)[number] | "return", string> = {
  transfer: "Überweisung",
  direct_debit: "Lastschrift",
  cash: "Bar",
  other: "Sonstige",
  return: "Rücklastschrift",
};

export const paymentInputSchema = z.strictObject({
  amount: euroAmountSchema,
  receivedOn: isoDateSchema,
  method: z.enum(paymentMethods, { error: "Zahlungsart wählen" }),
  reference: text(140, "Verwendungszweck"),
});

export const writeOffInputSchema = z.strictObject({
  reason: text(500, "Grund").min(3, "Grund der Abschreibung angeben"),
  writtenOffOn: isoDateSchema,
});

export const invoiceSorts = ["number", "issue_date", "due_date", "open"] as const;
export const invoiceListQuerySchema = z.strictObject({
  ...pageFields,
  dir: pageFields.dir.default("desc"),
  sort: z.enum(invoiceSorts, { error: "Sortierung unbekannt" }).default("number"),
  fiscalYear: z.coerce.number().int().min(2024).max(2100).optional(),
  status: z.enum(invoiceStatuses, { error: "Status unbekannt" }).optional(),
  /** Only invoices past their due date with an open amount: the overdue list. */
  overdue: z.enum(["1"]).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** The state of an invoice's latest direct debit (finance_collections.status). */
export const collectionStatuses = ["submitted", "settled", "returned"] as const;
export type CollectionStatus = (typeof collectionStatuses)[number];

export const mandateInputSchema = z.strictObject({
  membershipId: z.string().uuid("Mitglied wählen"),
  reference: text(35, "Mandatsreferenz").min(1, "Mandatsreferenz angeben"),
  scheme: z.enum(["CORE", "B2B"], { error: "Lastschriftverfahren wählen" }),
  recurrent: z.boolean(),
  signedOn: isoDateSchema,
  debtorName: text(200, "Kontoinhaber").min(2, "Kontoinhaber angeben"),
  iban: text(42, "IBAN").min(1, "IBAN angeben"),
  bic: optional(11, "BIC"),
});
export type MandateInput = z.infer<typeof mandateInputSchema>;

export const revokeMandateSchema = z.strictObject({ revokedOn: isoDateSchema, version: versionSchema });

export const collectionRunInputSchema = z.strictObject({ wishedDate: isoDateSchema.nullable() });

export const lineResolutionSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("assign"), invoiceIds: z.array(z.string().uuid()).min(1, "Rechnung wählen").max(10), version: versionSchema }),
  z.strictObject({
    action: z.literal("ignore"),
    note: text(300, "Notiz").min(3, "Kurz begründen, warum die Buchung nicht zugeordnet wird"),
    version: versionSchema,
  }),
]);
export type LineResolution = z.infer<typeof lineResolutionSchema>;

export const dunningHoldSchema = z.strictObject({ hold: z.boolean(), version: versionSchema });

/**
 * The other finance lists (mandates, collection runs, bank statements and their lines) page by
 * keyset like the invoice list, in one fixed order each: thousands of rows after a few years.
 */
const listPageFields = { page: pageFields.page, pageSize: pageFields.pageSize, cursor: pageFields.cursor };
export const mandateStatuses = ["active", "revoked", "completed"] as const;
export const mandateListQuerySchema = z.strictObject({
  ...listPageFields,
  q: pageFields.q,
  status: z.enum(mandateStatuses, { error: "Status unbekannt" }).optional(),
});
export type MandateListQuery = z.infer<typeof mandateListQuerySchema>;
export const statementLineOutcomes = ["review", "booked", "ignored", "resolved"] as const;
export const statementLineListQuerySchema = z.strictObject({
  ...listPageFields,
  outcome: z.enum(statementLineOutcomes, { error: "Ergebnis unbekannt" }).optional(),
});
export type StatementLineListQuery = z.infer<typeof statementLineListQuerySchema>;
export const financeListQuerySchema = z.strictObject(listPageFields);
export type FinanceListQuery = z.infer<typeof financeListQuerySchema>;

/**
 * Where a member's invoices go (finance_billing_profiles): recipient, address and the billing
 * contact's e-mail. Issued invoices keep the address they were issued with (frozen snapshots);
 * the next invoice, dunning notice and pre-notification use the profile.
 */
export const billingProfileInputSchema = z.strictObject({
  recipientName: text(200, "Rechnungsempfänger").min(1, "Rechnungsempfänger angeben"),
  attention: optional(200, "Zu Händen"),
  street: text(200, "Straße").min(1, "Straße und Hausnummer angeben"),
  postalCode: text(10, "PLZ").regex(/^[A-Za-z0-9 -]{3,10}$/, "Postleitzahl angeben, z. B. 10115"),
  city: text(100, "Ort").min(1, "Ort angeben"),
  billingEmail: z
    .string()
    .trim()
    .max(254, "E-Mail-Adresse ist zu lang")
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email({ error: "Bitte eine gültige E-Mail-Adresse angeben" }).nullable()),
  /** null while the member has no stored profile yet (it is created with the organisation's data). */
  version: versionSchema.nullable(),
});
export type BillingProfileInput = z.infer<typeof billingProfileInputSchema>;

/**
 * Manual assignment of a credit from the bank review (issue 22): the amounts per invoice (a
 * payment split over several), and where the rest goes: booked as overpayment (a credit of the
 * member) on one of the chosen invoices. Every cent of the credit is placed.
 */
export const lineAssignmentSchema = z.strictObject({
  allocations: z
    .array(z.strictObject({ invoiceId: z.uuid("Rechnung wählen"), cents: centsSchema.min(1, "Betrag angeben") }))
    .min(1, "Mindestens eine Rechnung wählen")
    .max(10, "Höchstens 10 Rechnungen")
    .refine((allocations) => new Set(allocations.map((allocation) => allocation.invoiceId)).size === allocations.length, "Jede Rechnung nur einmal wählen"),
  overpaymentInvoiceId: z.uuid().nullable(),
  version: versionSchema,
});
export type LineAssignment = z.infer<typeof lineAssignmentSchema>;

export const candidateQuerySchema = z.strictObject({ q: z.string().trim().max(100, "Suche darf höchstens 100 Zeichen lang sein").optional() });

/** An open invoice offered for a credit: why it is suggested (ranked) or found by the search. */
export const assignmentCandidateSchema = z.strictObject({
  invoiceId: z.uuid(),
  number: z.string(),
  memberName: z.string(),
  fiscalYear: z.number().int(),
  openCents: z.number().int(),
  dueDate: z.iso.date().nullable(),
  reasons: z.array(z.string()),
});
export type AssignmentCandidate = z.infer<typeof assignmentCandidateSchema>;

export const assignmentCandidatesSchema = z.strictObject({
  line: z.strictObject({
    id: z.uuid(),
    amountCents: z.number().int(),
    counterpartyName: z.string().nullable(),
    remittance: z.string(),
    bookingDate: z.iso.date().nullable(),
    version: z.number().int(),
  }),
  suggestions: z.array(assignmentCandidateSchema),
  results: z.array(assignmentCandidateSchema),
});
export type AssignmentCandidates = z.infer<typeof assignmentCandidatesSchema>;

export const lineAssignmentResultSchema = z.strictObject({
  id: z.uuid(),
  outcome: z.enum(statementLineOutcomes),
  outcomeNote: z.string(),
  version: z.number().int(),
  payments: z.array(z.strictObject({ invoiceId: z.uuid(), number: z.string(), cents: z.number().int() })),
  overpaymentCents: z.number().int(),
});
export type LineAssignmentResult = z.infer<typeof lineAssignmentResultSchema>;
