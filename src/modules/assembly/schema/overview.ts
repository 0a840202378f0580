/** Overviews: the office's (annual duty, offices, requests) and a member's (assemblies, requests), as strict answer schemas. */
import { z } from "zod";
import { calendarDate, itemsOf, recordId, timestamp } from "#shared/contract/answers.ts";
import { OFFICES } from "../domain/elections.ts";
import { REPRESENTATION_AUTHORITIES } from "../domain/entitlement.ts";
import { assemblyListItemSchema } from "./views.ts";

const count = z.number().int().min(0);

/** The annual duty to hold an ordinary assembly (domain/annual-duties.ts AnnualAssemblyStatus). */
const annualStatusSchema = z.discriminatedUnion("state", [
  z.strictObject({ state: z.literal("held"), date: calendarDate, message: z.string() }),
  z.strictObject({ state: z.literal("scheduled"), date: calendarDate, message: z.string() }),
  z.strictObject({ state: z.literal("missing"), inviteBy: calendarDate, overdue: z.boolean(), message: z.string() }),
]);

export const officeTermItemSchema = z.strictObject({
  id: recordId,
  office: z.enum(OFFICES),
  officeLabel: z.string(),
  seat: z.number().int().min(1),
  personName: z.string(),
  organizationName: z.string().nullable(),
  termText: z.string(),
});
export type OfficeTermItem = z.output<typeof officeTermItemSchema>;

/** How far a members' request for an extraordinary assembly is (domain/extraordinary-request.ts ThresholdProgress). */
export const thresholdProgressSchema = z.strictObject({ count, total: count, needed: count, reached: z.boolean(), missing: count, label: z.string() });

export const requestItemSchema = z.strictObject({
  id: recordId,
  purpose: z.string(),
  reasons: z.string(),
  openedBy: z.string().nullable(),
  status: z.enum(["collecting", "reached", "convened", "withdrawn"]),
  createdAt: timestamp,
  progress: thresholdProgressSchema,
  signedByMe: z.boolean().optional(),
});
export type RequestItem = z.output<typeof requestItemSchema>;

export const overviewSchema = z.strictObject({ annual: annualStatusSchema, offices: z.array(officeTermItemSchema), requests: z.array(requestItemSchema) });
export type OverviewView = z.output<typeof overviewSchema>;

export const memberOverviewSchema = z.strictObject({
  organization: z.strictObject({ id: recordId, name: z.string() }).nullable(),
  assemblies: z.array(assemblyListItemSchema),
  requests: z.array(requestItemSchema),
});
export type MemberOverview = z.output<typeof memberOverviewSchema>;

/** Ordinary members a representative may give the company's proxy to (§ 7 Abs. 1). */
export const proxyHoldersSchema = itemsOf(z.strictObject({ id: recordId, name: z.string() }));
export type ProxyHolders = z.output<typeof proxyHoldersSchema>;

/** A person with an account, found for check-in at the door and candidate lists (office only). */
export const personOptionSchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  organizationId: recordId.nullable(),
  organizationName: z.string().nullable(),
  /** The recorded power to represent the person's company (§ 7 Abs. 1), if any. */
  authority: z.enum(REPRESENTATION_AUTHORITIES).nullable(),
});
export type PersonOption = z.output<typeof personOptionSchema>;
export const peopleSchema = itemsOf(personOptionSchema);
