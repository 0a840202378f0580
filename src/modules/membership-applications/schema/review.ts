/**
 * The shapes of the application review (back office): list query, status change and decision.
 * Shared by the /backend screens and the endpoints.
 */
import { z } from "zod";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../application-status.ts";
import { MEMBERSHIP_CLASSES } from "../../members/schema/labels.ts";
import { pageFields } from "../../../shared/schemas/list-query.ts";

export const APPLICATION_SORTS = ["created_at", "company_name", "state", "status", "desired_entry_date"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const applicationListQuerySchema = z.strictObject({
  ...pageFields,
  status: z.enum(APPLICATION_STATUSES, { error: "Unbekannter Status" }).optional(),
  sort: z.enum(APPLICATION_SORTS, { error: "Unbekannte Sortierung" }).default("created_at"),
  dir: pageFields.dir.default("desc"),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

/**
 * One row of the application list. The server reads `createdAt` from the database as a Date; the
 * browser receives it through JSON as an ISO string (the default).
 */
export interface ApplicationSummary<CreatedAt extends Date | string = string> {
  id: string;
  companyName: string;
  city: string;
  state: string;
  representativeName: string;
  representativeEmail: string;
  desiredEntryDate: string;
  status: ApplicationStatus;
  version: number;
  createdAt: CreatedAt;
}

const version = z.number({ error: "Version fehlt" }).int({ error: "Version fehlt" }).min(1, { error: "Version fehlt" });
const isoDate = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });

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
  reason: z.string({ error: "Begründung ist erforderlich" }).trim().min(1, { error: "Begründung ist erforderlich" }).max(2000, { error: "Begründung ist zu lang (höchstens 2000 Zeichen)" }),
  // Never after today nor before the application's receipt: checked by the service on the platform clock (rules/decision-date.ts).
  decisionDate: isoDate("Entscheidungsdatum ist erforderlich (JJJJ-MM-TT)"),
  membershipClass: z.enum(MEMBERSHIP_CLASSES, { error: "Unbekannte Mitgliedsart" }).default("ordinary"),
  version,
});
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;

/** The approval check the decision dialog asks before the form is filled (GET …/approval-check). */
export const approvalCheckQuerySchema = z.strictObject({
  decisionDate: isoDate("Entscheidungsdatum ist erforderlich (JJJJ-MM-TT)"),
});

export interface AdmissionCheck {
  allowed: boolean;
  /** The form field the refusal concerns; null for the admission freeze itself (§ 3 Abs. 5). */
  field: "decisionDate" | null;
  message: string | null;
  /** The server's Berlin date (the platform clock), the dialog's default decision date. */
  today: string;
}

/** An assembly that freezes admissions (§ 3 Abs. 5): from the first invitation to its end. */
export interface AdmissionFreezeView {
  id: string;
  title: string;
  /** First day without admissions: the day the first invitation was sent. */
  invitationSentAt: string;
  /** Last day without admissions: the assembly's day (or the day it ended). */
  heldAt: string;
}

/** GET /api/back-office/assemblies: the freezes, the server's day and today's answer of the admission rule. */
export interface AssembliesAnswer {
  items: AdmissionFreezeView[];
  today: string;
  admissionToday: { allowed: boolean; message: string | null };
}
