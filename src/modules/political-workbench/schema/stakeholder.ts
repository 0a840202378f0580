/** The stakeholder map: political facts on CRM contacts and stances per procedure (ADR 171). */
import { z } from "zod";
import { optionalText, versionField } from "../../../shared/schemas/form-fields.ts";
import { INSTITUTION_KINDS, PARTIES, STANCES, type InstitutionKind, type Party, type Stance } from "../labels.ts";
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

export interface StakeholderItem {
  contactId: string;
  name: string;
  jobFunction: string | null;
  organizationId: string | null;
  institution: string | null;
  institutionKind: InstitutionKind;
  party: Party | null;
  committees: string[];
  relationshipOwnerId: string | null;
  relationshipOwnerName: string | null;
  notes: string | null;
  /** The newer of the CRM's last interaction and the last done campaign action with the contact. */
  lastInteractionOn: string | null;
  /** With procedureId: the stance on that procedure. */
  stance: Stance | null;
  version: number;
}

export interface StakeholderFacets {
  institutions: { name: string; count: number }[];
  parties: { party: Party | null; count: number }[];
  committees: { name: string; count: number }[];
  total: number;
}

export interface ContactOption {
  id: string;
  name: string;
  organizationName: string | null;
  /** True when the contact already has stakeholder facts. */
  mapped: boolean;
}
