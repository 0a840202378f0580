/** A CRM contact person, shared by the contact dialog and POST/PATCH /api/crm/contacts. */
import { z } from "zod";
import { optionalDate, optionalEmail, optionalId, optionalText, requiredText, tagList, versionField } from "../../../shared/schemas/form-fields.ts";

export const crmContactInputSchema = z.strictObject({
  firstName: optionalText(100, "Der Vorname").transform((v) => v ?? ""),
  lastName: requiredText(100, "Der Nachname", "Bitte geben Sie einen Nachnamen an."),
  title: optionalText(100, "Der Titel"),
  jobFunction: optionalText(200, "Die Funktion"),
  organizationId: optionalId,
  email: optionalEmail,
  phone: optionalText(50, "Die Telefonnummer"),
  tags: tagList,
  notes: optionalText(5000, "Die Notiz"),
  followUpAt: optionalDate,
});
export type CrmContactInput = z.input<typeof crmContactInputSchema>;
export type CrmContactValues = z.output<typeof crmContactInputSchema>;

export const crmContactUpdateSchema = crmContactInputSchema.extend({ version: versionField });
export type CrmContactUpdate = z.output<typeof crmContactUpdateSchema>;

/** A contact as the API returns it. */
export interface CrmContact extends CrmContactValues {
  id: string;
  organizationName: string | null;
  organizationKind: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}
