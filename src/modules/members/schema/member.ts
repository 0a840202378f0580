/**
 * The shapes of the member register (back office): list query, create/edit, resignation and
 * exclusion. Shared by the /backend screens and the endpoints.
 */
import { z } from "zod";
import { GERMAN_STATES } from "#shared/schemas/german-states.ts";
import { INFRASTRUCTURE_TYPES, LEGAL_FORMS, MEMBERSHIP_CLASSES, MEMBERSHIP_STATUSES } from "#shared/membership.ts";
import { pageFields } from "#shared/schemas/list-query.ts";
import { isoDate, optionalText, versionField as version } from "#shared/schemas/form-fields.ts";
import { calendarDate, recordId, timestamp, version as versionAnswer } from "#shared/contract/answers.ts";
import { memberContactInputSchema, memberContactSchema } from "./contact.ts";

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

/** A <select>'s value as one of the allowed choices, or "" (no filter). */
export function choiceOf<T extends string>(choices: readonly T[], value: string): T | "" {
  return (choices as readonly string[]).includes(value) ? (value as T) : "";
}

/** Everything an administrator may enter or change about a member organisation. */
export const memberFieldsSchema = z.strictObject({
  name: z
    .string({ error: "Name der Organisation ist erforderlich" })
    .trim()
    .min(1, { error: "Name der Organisation ist erforderlich" })
    .max(200, { error: "Höchstens 200 Zeichen" }),
  legalForm: z
    .enum(LEGAL_FORMS, { error: "Rechtsform ist erforderlich" })
    .nullish()
    .transform((v) => v ?? null),
  street: optionalText(200, "Die Straße"),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: "PLZ muss 5 Ziffern haben" })
    .nullish()
    .or(z.literal("").transform(() => null))
    .transform((v) => v ?? null),
  city: optionalText(100, "Der Ort"),
  state: z.enum(GERMAN_STATES, { error: "Bundesland ist erforderlich" }),
  website: optionalText(300, "Die Website"),
  phone: optionalText(40, "Die Telefonnummer"),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: "Gültige E-Mail erforderlich" }))
    .nullish()
    .or(z.literal("").transform(() => null))
    .transform((v) => v ?? null),
  membershipClass: z.enum(MEMBERSHIP_CLASSES, { error: "Mitgliedsart ist erforderlich" }),
  entryDate: isoDate("Eintrittsdatum ist erforderlich (JJJJ-MM-TT)"),
  trackLengthKm: z
    .number({ error: "Streckenlänge muss eine Zahl sein" })
    .min(0, { error: "Streckenlänge darf nicht negativ sein" })
    .max(100_000, { error: "Streckenlänge ist zu groß" })
    .nullish()
    .transform((v) => v ?? null),
  infrastructureTypes: z
    .array(z.string().trim().min(1).max(220))
    .max(INFRASTRUCTURE_TYPES.length + 1)
    .default([]),
  employeeCount: z
    .number({ error: "Anzahl Mitarbeiter muss eine Zahl sein" })
    .int({ error: "Anzahl Mitarbeiter muss eine ganze Zahl sein" })
    .min(0, { error: "Anzahl Mitarbeiter darf nicht negativ sein" })
    .nullish()
    .transform((v) => v ?? null),
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
  reason: z
    .string({ error: "Begründung ist erforderlich" })
    .trim()
    .min(1, { error: "Begründung ist erforderlich" })
    .max(2000, { error: "Begründung ist zu lang (höchstens 2000 Zeichen)" }),
  version,
});
export type ExclusionInput = z.infer<typeof exclusionSchema>;

// ---- Answers (contract.ts) ----

const membershipClass = z.enum(MEMBERSHIP_CLASSES);
const membershipStatus = z.enum(MEMBERSHIP_STATUSES);

/** One row of the register list (and of the CSV export). */
export const memberSummarySchema = z.strictObject({
  id: recordId,
  organizationId: recordId,
  name: z.string(),
  legalForm: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  membershipClass,
  status: membershipStatus,
  entryDate: calendarDate,
  exitDate: calendarDate.nullable(),
  /** numeric(8,1) as text, exact. */
  trackLengthKm: z.string().nullable(),
  infrastructureTypes: z.array(z.string()),
  version: versionAnswer,
});
export type MemberSummary = z.output<typeof memberSummarySchema>;

/** One member with its organisation, contact people, accounts and offices (the detail dialog). */
export const memberDetailSchema = z.strictObject({
  membership: z.strictObject({
    id: recordId,
    organizationId: recordId,
    membershipClass,
    status: membershipStatus,
    entryDate: calendarDate,
    resignationReceivedAt: calendarDate.nullable(),
    exitDate: calendarDate.nullable(),
    exclusionDecidedAt: calendarDate.nullable(),
    exclusionReason: z.string().nullable(),
    trackLengthKm: z.string().nullable(),
    infrastructureTypes: z.array(z.string()),
    employeeCount: z.number().int().nullable(),
    applicationId: recordId.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    version: versionAnswer,
  }),
  organization: z.strictObject({
    id: recordId,
    name: z.string(),
    kind: z.string(),
    legalForm: z.string().nullable(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    tags: z.array(z.string()),
    notes: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    version: versionAnswer,
  }),
  /** The organisation's CRM contacts, the representative first. */
  contacts: z.array(memberContactSchema),
  /** Accounts of the company's people; an open invitation has the id "invitation:<id>". */
  accounts: z.array(
    z.strictObject({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      lastSignInAt: timestamp.nullable(),
      deactivatedAt: timestamp.nullable(),
      invitationPending: z.boolean(),
    }),
  ),
  /** Offices elected by the general assembly that the company's people hold or held. */
  officeTerms: z.array(z.strictObject({ id: recordId, officeLabel: z.string(), personName: z.string(), termText: z.string() })),
});
export type MemberDetail = z.output<typeof memberDetailSchema>;

/** The figures above the register: current members per class and per state, total track length. */
export const memberFiguresSchema = z.strictObject({
  currentMembers: z.number().int().min(0),
  byClass: z.array(z.strictObject({ membershipClass, members: z.number().int().min(0) })),
  byState: z.array(z.strictObject({ state: z.string().nullable(), members: z.number().int().min(0) })),
  /** Sum of track kilometres of current members: the live "about 5.000 km" figure. */
  totalTrackLengthKm: z.number().min(0),
});
export type MemberFigures = z.output<typeof memberFiguresSchema>;

export const memberCreatedSchema = z.strictObject({ id: recordId, organizationId: recordId, version: versionAnswer });
export const memberUpdatedSchema = z.strictObject({ id: recordId, version: versionAnswer, organizationVersion: versionAnswer });
/** A resignation or exclusion: the new version and the exit date it set. */
export const memberEndedSchema = z.strictObject({ id: recordId, version: versionAnswer, exitDate: calendarDate });

/** Today's answer of the admission rule (§ 3 Abs. 5, the assembly module's): may a member be entered today? */
export const admissionTodaySchema = z.strictObject({ allowed: z.boolean(), message: z.string().nullable() });
export type AdmissionToday = z.output<typeof admissionTodaySchema>;
