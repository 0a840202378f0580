/**
 * The shapes of the member register (back office): list query, create/edit, resignation and
 * exclusion. Shared by the /backend screens and the endpoints.
 */
import { z } from "zod";
import { GERMAN_STATES } from "../../../shared/schemas/german-states.ts";
import { INFRASTRUCTURE_TYPES, LEGAL_FORMS } from "../../membership-applications/schema/application.ts";
import { MEMBERSHIP_CLASSES, MEMBERSHIP_STATUSES } from "./labels.ts";
import { pageFields } from "../../../shared/schemas/list-query.ts";
import { memberContactInputSchema } from "./contact.ts";

export const MEMBER_SORTS = ["name", "membership_class", "status", "state", "entry_date", "track_length_km"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const memberListQuerySchema = z.strictObject({
  ...pageFields,
  membershipClass: z.enum(MEMBERSHIP_CLASSES, { error: "Unbekannte Mitgliedsart" }).optional(),
  status: z.enum(MEMBERSHIP_STATUSES, { error: "Unbekannter Status" }).optional(),
  state: z.enum(GERMAN_STATES, { error: "Unbekanntes Bundesland" }).optional(),
  sort: z.enum(MEMBER_SORTS, { error: "Unbekannte Sortierung" }).default("name"),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

const isoDate = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });
const optionalText = (max: number) =>
  z.string().trim().max(max, { error: `Höchstens ${max} Zeichen` }).nullish().transform((v) => (v ? v : null));
const version = z.number({ error: "Version fehlt" }).int({ error: "Version fehlt" }).min(1, { error: "Version fehlt" });

/** Everything an administrator may enter or change about a member organisation. */
export const memberFieldsSchema = z.strictObject({
  name: z.string({ error: "Name der Organisation ist erforderlich" }).trim().min(1, { error: "Name der Organisation ist erforderlich" }).max(200, { error: "Höchstens 200 Zeichen" }),
  legalForm: z.enum(LEGAL_FORMS, { error: "Rechtsform ist erforderlich" }).nullish().transform((v) => v ?? null),
  street: optionalText(200),
  postalCode: z.string().trim().regex(/^\d{5}$/, { error: "PLZ muss 5 Ziffern haben" }).nullish().or(z.literal("").transform(() => null)).transform((v) => v ?? null),
  city: optionalText(100),
  state: z.enum(GERMAN_STATES, { error: "Bundesland ist erforderlich" }),
  website: optionalText(300),
  phone: optionalText(40),
  email: z.string().trim().max(254).pipe(z.email({ error: "Gültige E-Mail erforderlich" })).nullish().or(z.literal("").transform(() => null)).transform((v) => v ?? null),
  membershipClass: z.enum(MEMBERSHIP_CLASSES, { error: "Mitgliedsart ist erforderlich" }),
  entryDate: isoDate("Eintrittsdatum ist erforderlich (JJJJ-MM-TT)"),
  trackLengthKm: z.number({ error: "Streckenlänge muss eine Zahl sein" }).min(0, { error: "Streckenlänge darf nicht negativ sein" }).max(100_000, { error: "Streckenlänge ist zu groß" }).nullish().transform((v) => v ?? null),
  infrastructureTypes: z.array(z.string().trim().min(1).max(220)).max(INFRASTRUCTURE_TYPES.length + 1).default([]),
  employeeCount: z.number({ error: "Anzahl Mitarbeiter muss eine Zahl sein" }).int({ error: "Anzahl Mitarbeiter muss eine ganze Zahl sein" }).min(0, { error: "Anzahl Mitarbeiter darf nicht negativ sein" }).nullish().transform((v) => v ?? null),
});
export type MemberFields = z.infer<typeof memberFieldsSchema>;

export const memberCreateSchema = memberFieldsSchema.extend({
  contacts: z.array(memberContactInputSchema).max(20, { error: "Höchstens 20 Ansprechpersonen" }).default([]),
});
export type MemberCreate = z.infer<typeof memberCreateSchema>;

/** An edit carries the versions it was based on: membership and organisation (shared with the CRM). */
export const memberUpdateSchema = memberFieldsSchema.extend({ version, organizationVersion: version });
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const resignationSchema = z.strictObject({
  receivedAt: isoDate("Eingangsdatum der Kündigung ist erforderlich (JJJJ-MM-TT)"),
  version,
});
export type ResignationInput = z.infer<typeof resignationSchema>;

export const exclusionSchema = z.strictObject({
  decidedAt: isoDate("Datum des Versammlungsbeschlusses ist erforderlich (JJJJ-MM-TT)"),
  reason: z.string({ error: "Begründung ist erforderlich" }).trim().min(1, { error: "Begründung ist erforderlich" }).max(2000, { error: "Begründung ist zu lang (höchstens 2000 Zeichen)" }),
  version,
});
export type ExclusionInput = z.infer<typeof exclusionSchema>;
