/** The stakeholder map: political facts on CRM contacts and stances per procedure (ADR 171). */
import { z } from "zod";
import { calendarDate, recordId, version } from "#shared/contract/answers.ts";
import { optionalText, versionField } from "#shared/schemas/form-fields.ts";
import { INSTITUTION_KINDS, PARTIES, STANCES } from "../domain/labels.ts";
import { cursorField, limitField, optionalUserId, searchField, textList } from "./fields.ts";

/** Create (version null) or change (the version read) a contact's stakeholder facts. */
export const stakeholderInputSchema = z.strictObject({
  institutionKind: z.enum(INSTITUTION_KINDS, { error: "Bitte wählen Sie die Art der Institution." }),
  party: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.enum(PARTIES, { error: "Bitte wählen Sie eine Partei aus der Liste." }).nullable()),
  committees: textList(10, 120, "Ausschüsse"),
  relationshipOwnerId: optionalUserId,
  notes: optionalText(2000, "Die Notiz"),
  version: versionField.nullable(),
});
export type StakeholderInput = z.input<typeof stakeholderInputSchema>;
export type StakeholderValues = z.output<typeof stakeholderInputSchema>;

export const stanceInputSchema = z.strictObject({
  stance: z.enum(STANCES, { error: "Bitte wählen Sie die Haltung." }),
  note: optionalText(1000, "Die Notiz"),
  version: versionField.nullable(),
});
export type StanceInput = z.input<typeof stanceInputSchema>;
export type StanceValues = z.output<typeof stanceInputSchema>;

export const stakeholderListQuerySchema = z.strictObject({
  q: searchField,
  institutionKind: z.enum(INSTITUTION_KINDS).optional(),
  party: z.enum(PARTIES).optional(),
  committee: z.string().trim().max(120).optional(),
  ownerId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
  procedureId: z.uuid().optional(),
  stance: z.enum(STANCES).optional(),
  cursor: cursorField,
  limit: limitField,
});
export type StakeholderListQuery = z.output<typeof stakeholderListQuerySchema>;

export const contactOptionsQuerySchema = z.strictObject({ q: searchField });

export const contactParams = z.object({ contactId: z.uuid() });
export const procedureContactParams = z.object({ id: z.uuid(), contactId: z.uuid() });

export const stakeholderItemSchema = z.strictObject({
  contactId: recordId,
  name: z.string(),
  jobFunction: z.string().nullable(),
  organizationId: recordId.nullable(),
  institution: z.string().nullable(),
  institutionKind: z.enum(INSTITUTION_KINDS),
  party: z.enum(PARTIES).nullable(),
  committees: z.array(z.string()),
  relationshipOwnerId: z.string().nullable(),
  relationshipOwnerName: z.string().nullable(),
  notes: z.string().nullable(),
  /** The newer of the CRM's last interaction and the last done campaign action with the contact. */
  lastInteractionOn: calendarDate.nullable(),
  /** With procedureId: the stance on that procedure. */
  stance: z.enum(STANCES).nullable(),
  version,
});
export type StakeholderItem = z.output<typeof stakeholderItemSchema>;

const facetCount = z.number().int().min(0);
export const stakeholderFacetsSchema = z.strictObject({
  institutions: z.array(z.strictObject({ name: z.string(), count: facetCount })),
  parties: z.array(z.strictObject({ party: z.enum(PARTIES).nullable(), count: facetCount })),
  committees: z.array(z.strictObject({ name: z.string(), count: facetCount })),
  total: facetCount,
});
export type StakeholderFacets = z.output<typeof stakeholderFacetsSchema>;

export const contactOptionSchema = z.strictObject({
  id: recordId,
  name: z.string(),
  organizationName: z.string().nullable(),
  /** True when the contact already has stakeholder facts. */
  mapped: z.boolean(),
});
export type ContactOption = z.output<typeof contactOptionSchema>;
