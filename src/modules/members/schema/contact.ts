/**
 * A contact person of a member organisation as the member register edits it. The people are CRM
 * contacts (one list per organisation since migration 0063), so fields, limits and German
 * messages come from the CRM contact schema; the register adds who is the representative.
 */
import { z } from "zod";
import { crmContactInputSchema } from "#modules/crm/schema/contact.ts";
import { recordId, version } from "#shared/contract/answers.ts";
import { versionField } from "#shared/schemas/form-fields.ts";

export const memberContactInputSchema = crmContactInputSchema
  .pick({ title: true, firstName: true, lastName: true, jobFunction: true, email: true, phone: true })
  .extend({ isRepresentative: z.boolean({ error: "Bitte geben Sie an, ob die Person vertretungsberechtigt ist." }).default(false) });
export type MemberContactInput = z.input<typeof memberContactInputSchema>;
export type MemberContactValues = z.output<typeof memberContactInputSchema>;

export const memberContactUpdateSchema = memberContactInputSchema.extend({ version: versionField });
export type MemberContactUpdate = z.output<typeof memberContactUpdateSchema>;

/** A contact person as the member detail and the contact endpoints return it. */
export const memberContactSchema = z.strictObject({
  id: recordId,
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  jobFunction: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isRepresentative: z.boolean(),
  version,
});
export type MemberContact = z.output<typeof memberContactSchema>;

/** "Dr. Erika Muster" */
export function contactName(c: Pick<MemberContact, "title" | "firstName" | "lastName">): string {
  return [c.title, c.firstName, c.lastName].filter(Boolean).join(" ");
}
