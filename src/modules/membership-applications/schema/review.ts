/**
 * The shapes of the application review (back office): list query, status change and decision.
 * Shared by the /backend screens and the endpoints.
 */
import { z } from "zod";
import { calendarDate, recordId, timestamp, version as versionAnswer } from "#shared/contract/answers.ts";
import { MEMBERSHIP_CLASSES } from "#shared/membership.ts";
import { pageFields } from "#shared/schemas/list-query.ts";
import { isoDate, versionField as version } from "#shared/schemas/form-fields.ts";
import { APPLICATION_STATUSES } from "../domain/application-status.ts";

export const APPLICATION_SORTS = ["created_at", "company_name", "state", "status", "desired_entry_date"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const applicationListQuerySchema = z.strictObject({
  ...pageFields,
  status: z.enum(APPLICATION_STATUSES, { error: "Unbekannter Status" }).optional(),
  sort: z.enum(APPLICATION_SORTS, { error: "Unbekannte Sortierung" }).default("created_at"),
  dir: pageFields.dir.default("desc"),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/** Moves an application to review, or records its withdrawal. */
export const applicationStatusChangeSchema = z.strictObject({
  status: z.enum(["in_review", "withdrawn"], { error: "Status muss „in_review“ oder „withdrawn“ sein" }),
  version,
  note: z.string().trim().max(2000, { error: "Bemerkung ist zu lang (höchstens 2000 Zeichen)" }).optional(),
});
export type ApplicationStatusChange = z.infer<typeof applicationStatusChangeSchema>;

/** The presidium's decision: approve or reject, always with a reason and a decision date. */
export const applicationDecisionSchema = z.strictObject({
  decision: z.enum(["approved", "rejected"], { error: "Entscheidung muss „approved“ oder „rejected“ sein" }),
  reason: z
    .string({ error: "Begründung ist erforderlich" })
    .trim()
    .min(1, { error: "Begründung ist erforderlich" })
    .max(2000, { error: "Begründung ist zu lang (höchstens 2000 Zeichen)" }),
  // Never after today nor before the application's receipt: checked by the service on the platform clock (domain/decision-date.ts).
  decisionDate: isoDate("Entscheidungsdatum ist erforderlich (JJJJ-MM-TT)"),
  membershipClass: z.enum(MEMBERSHIP_CLASSES, { error: "Unbekannte Mitgliedsart" }).default("ordinary"),
  version,
});
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** The approval check the decision dialog asks before the form is filled (GET …/approval-check). */
export const approvalCheckQuerySchema = z.strictObject({
  decisionDate: isoDate("Entscheidungsdatum ist erforderlich (JJJJ-MM-TT)"),
});

// ---- Answers (contract.ts) ----

const applicationStatus = z.enum(APPLICATION_STATUSES);

/** One row of the application list. */
export const applicationSummarySchema = z.strictObject({
  id: recordId,
  companyName: z.string(),
  city: z.string(),
  state: z.string(),
  representativeName: z.string(),
  representativeEmail: z.string(),
  desiredEntryDate: calendarDate,
  status: applicationStatus,
  version: versionAnswer,
  createdAt: timestamp,
});
export type ApplicationSummary = z.output<typeof applicationSummarySchema>;

/** Every submitted field with the review's decision (the detail dialog). */
export const applicationDetailSchema = z.strictObject({
  id: recordId,
  companyName: z.string(),
  legalForm: z.string(),
  employeeCount: z.number().int(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  representativeSalutation: z.string(),
  representativeTitle: z.string().nullable(),
  representativeFirstname: z.string(),
  representativeLastname: z.string(),
  representativePosition: z.string(),
  representativeEmail: z.string(),
  representativePhone: z.string().nullable(),
  infrastructureTypes: z.array(z.string()),
  /** numeric(8,1) as text, exact. */
  trackLength: z.string().nullable(),
  desiredEntryDate: calendarDate,
  referralSource: z.string().nullable(),
  status: applicationStatus,
  version: versionAnswer,
  createdAt: timestamp,
  updatedAt: timestamp,
  decisionReason: z.string().nullable(),
  decisionDate: calendarDate.nullable(),
  decidedAt: timestamp.nullable(),
  decidedBy: z.string().nullable(),
  decidedByEmail: z.string().nullable(),
  organizationId: recordId.nullable(),
});
export type ApplicationDetail = z.output<typeof applicationDetailSchema>;

/** A review step's answer: the application's new status and version. */
export const applicationStepSchema = z.strictObject({ id: recordId, status: applicationStatus, version: versionAnswer });

/** The decision's answer; an approval names the register entry and how the representative was invited. */
export const applicationDecisionAnswerSchema = z.strictObject({
  id: recordId,
  status: applicationStatus,
  version: versionAnswer,
  decisionDate: calendarDate,
  organizationId: recordId.nullable(),
  membershipId: recordId.nullable(),
  invitation: z.strictObject({ kind: z.string(), delivered: z.boolean() }).optional(),
});
export type ApplicationDecisionAnswer = z.output<typeof applicationDecisionAnswerSchema>;

/** The approval check the decision dialog asks before the form is filled. */
export const admissionCheckSchema = z.strictObject({
  allowed: z.boolean(),
  /** The form field the refusal concerns; null for the admission freeze itself (§ 3 Abs. 5). */
  field: z.literal("decisionDate").nullable(),
  message: z.string().nullable(),
  /** The server's Berlin date (the platform clock), the dialog's default decision date. */
  today: calendarDate,
});
export type AdmissionCheck = z.output<typeof admissionCheckSchema>;

/** An assembly that freezes admissions (§ 3 Abs. 5): from the first invitation to its end. */
export const admissionFreezeSchema = z.strictObject({
  id: recordId,
  title: z.string(),
  /** First day without admissions: the day the first invitation was sent. */
  invitationSentAt: calendarDate,
  /** The assembly's day (or the day it is still running): admissions resume at its end, on that day (ADR 285). */
  heldAt: calendarDate,
});
export type AdmissionFreezeView = z.output<typeof admissionFreezeSchema>;

/** The freezes, the server's day and today's answer of the admission rule. */
export const admissionFreezesSchema = z.strictObject({
  items: z.array(admissionFreezeSchema),
  today: calendarDate,
  admissionToday: z.strictObject({ allowed: z.boolean(), message: z.string().nullable() }),
});
export type AssembliesAnswer = z.output<typeof admissionFreezesSchema>;

/** The public submission's answer (SPEC section 7: the form reads success). */
export const submittedSchema = z.strictObject({ success: z.literal(true), id: recordId });
