/** A CRM contact person, shared by the contact dialog and the contact endpoints (contract.ts). */
import { z } from "zod";
import { calendarDate, recordId, timestamp, version } from "#shared/contract/answers.ts";
import { optionalDate, optionalEmail, optionalId, optionalText, requiredText, tagList, versionField } from "#shared/schemas/form-fields.ts";

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
export const crmContactSchema = z.strictObject({
  id: recordId,
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  jobFunction: z.string().nullable(),
  organizationId: recordId.nullable(),
  organizationName: z.string().nullable(),
  organizationKind: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  followUpAt: calendarDate.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  version,
});
export type CrmContact = z.output<typeof crmContactSchema>;
