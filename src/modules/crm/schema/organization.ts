/**
 * An organisation as the CRM edits it (the shared organizations row). Member companies are listed
 * too, but only the member register admits members, so the CRM can neither create the kind
 * member_company nor turn an organisation into or out of it.
 */
import { z } from "zod";
import { recordId, timestamp, version } from "#shared/contract/answers.ts";
import { optionalEmail, optionalText, requiredText, tagList, versionField } from "#shared/schemas/form-fields.ts";

export const ORGANIZATION_KIND_LABELS = {
  member_company: "Mitgliedsunternehmen",
  politics: "Politik",
  ministry: "Ministerium",
  authority: "Behörde",
  press: "Presse",
  partner_association: "Partnerverband",
  company: "Unternehmen",
  other: "Sonstige",
} as const;
export type OrganizationKindName = keyof typeof ORGANIZATION_KIND_LABELS;
export const ORGANIZATION_KIND_NAMES = Object.keys(ORGANIZATION_KIND_LABELS) as OrganizationKindName[];
/** A kind filter from a select's value: a known kind, or "" (all kinds). */
export function kindFilter(value: string): OrganizationKindName | "" {
  return (ORGANIZATION_KIND_NAMES as readonly string[]).includes(value) ? (value as OrganizationKindName) : "";
}
export const CRM_EDITABLE_KINDS = ["politics", "ministry", "authority", "press", "partner_association", "company", "other"] as const;

export const crmOrganizationInputSchema = z.strictObject({
  name: requiredText(200, "Der Name", "Bitte geben Sie einen Namen an."),
  kind: z.enum(CRM_EDITABLE_KINDS, { error: "Bitte wählen Sie eine Art aus." }),
  street: optionalText(200, "Die Straße"),
  postalCode: optionalText(10, "Die PLZ"),
  city: optionalText(100, "Der Ort"),
  website: optionalText(300, "Die Website"),
  phone: optionalText(50, "Die Telefonnummer"),
  email: optionalEmail,
  tags: tagList,
  notes: optionalText(5000, "Die Notiz"),
});
export type CrmOrganizationInput = z.input<typeof crmOrganizationInputSchema>;
export type CrmOrganizationValues = z.output<typeof crmOrganizationInputSchema>;

/**
 * Updates carry the version read; for a member company the kind must stay member_company
 * (the server refuses any change of kind into or out of it).
 */
export const crmOrganizationUpdateSchema = crmOrganizationInputSchema.extend({
  kind: z.enum(ORGANIZATION_KIND_NAMES as [OrganizationKindName, ...OrganizationKindName[]], { error: "Bitte wählen Sie eine Art aus." }),
  version: versionField,
});
export type CrmOrganizationUpdate = z.output<typeof crmOrganizationUpdateSchema>;

/** An organisation as the API returns it. */
export const crmOrganizationSchema = z.strictObject({
  id: recordId,
  name: z.string(),
  kind: z.enum(ORGANIZATION_KIND_NAMES as [OrganizationKindName, ...OrganizationKindName[]]),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  contactCount: z.number().int().min(0),
  createdAt: timestamp,
  updatedAt: timestamp,
  version,
});
export type CrmOrganization = z.output<typeof crmOrganizationSchema>;
