/** One entry of the CRM interaction history, shared by the dialog and the interaction endpoints. */
import { z } from "zod";
import { calendarDate, recordId, timestamp } from "#shared/contract/answers.ts";
import { optionalId, requiredDate, requiredText } from "#shared/schemas/form-fields.ts";

export const INTERACTION_KIND_LABELS = {
  meeting: "Treffen",
  call: "Telefonat",
  letter: "Brief",
  email: "E-Mail",
  event: "Veranstaltung",
} as const;
export const INTERACTION_KIND_NAMES = ["meeting", "call", "letter", "email", "event"] as const;

export const crmInteractionInputSchema = z
  .strictObject({
    kind: z.enum(INTERACTION_KIND_NAMES, { error: "Bitte wählen Sie die Art des Kontakts aus." }),
    occurredOn: requiredDate,
    summary: requiredText(5000, "Die Zusammenfassung", "Bitte fassen Sie das Gespräch kurz zusammen."),
    /** Who of the association took part; empty means the signed-in user. */
    userId: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => (v ? v : null)),
    contactId: optionalId,
    organizationId: optionalId,
  })
  .refine((v) => v.contactId || v.organizationId, {
    error: "Bitte wählen Sie einen Kontakt oder eine Organisation aus.",
    path: ["contactId"],
  });
export type CrmInteractionInput = z.input<typeof crmInteractionInputSchema>;
export type CrmInteractionValues = z.output<typeof crmInteractionInputSchema>;

export const crmInteractionSchema = z.strictObject({
  id: recordId,
  kind: z.enum(INTERACTION_KIND_NAMES),
  occurredOn: calendarDate,
  summary: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  contactId: recordId.nullable(),
  contactName: z.string().nullable(),
  organizationId: recordId.nullable(),
  organizationName: z.string().nullable(),
  createdAt: timestamp,
});
export type CrmInteraction = z.output<typeof crmInteractionSchema>;
