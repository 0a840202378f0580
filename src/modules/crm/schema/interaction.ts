/** One entry of the CRM interaction history, shared by the dialog and POST /api/crm/interactions. */
import { z } from "zod";
import { optionalId, requiredDate, requiredText } from "../../../shared/schemas/form-fields.ts";

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
    userId: z.string().trim().max(100).nullish().transform((v) => (v ? v : null)),
    contactId: optionalId,
    organizationId: optionalId,
  })
  .refine((v) => v.contactId || v.organizationId, {
    error: "Bitte wählen Sie einen Kontakt oder eine Organisation aus.",
    path: ["contactId"],
  });
export type CrmInteractionInput = z.input<typeof crmInteractionInputSchema>;
export type CrmInteractionValues = z.output<typeof crmInteractionInputSchema>;

export interface CrmInteraction {
  id: string;
  kind: (typeof INTERACTION_KIND_NAMES)[number];
  occurredOn: string;
  summary: string;
  userId: string | null;
  userName: string | null;
  contactId: string | null;
  contactName: string | null;
  organizationId: string | null;
  organizationName: string | null;
  createdAt: string;
}
