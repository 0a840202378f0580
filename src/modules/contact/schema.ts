/**
 * The contact message (SPEC sections 3, 5 and 8), shared by the contact form island and
 * POST /api/contact-email. The honeypot hp must stay empty; a filled hp is answered with
 * 400 honeypot_triggered and nothing is sent.
 */
import { z } from "zod";

export const CONTACT_SUBJECTS = ["mitgliedschaft", "fachfragen", "veranstaltungen", "presse", "sonstiges"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  mitgliedschaft: "Mitgliedschaft",
  fachfragen: "Fachfragen",
  veranstaltungen: "Veranstaltungen",
  presse: "Presseanfragen",
  sonstiges: "Sonstiges",
};

export const contactMessageSchema = z.strictObject({
  name: z.string().trim().min(1, { error: "Bitte geben Sie Ihren Namen an." }).max(200, { error: "Der Name darf höchstens 200 Zeichen lang sein." }),
  email: z
    .string()
    .trim()
    .min(1, { error: "Bitte geben Sie Ihre E-Mail-Adresse an." })
    .max(254, { error: "Bitte geben Sie eine gültige E-Mail-Adresse an." })
    .pipe(z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse an." })),
  organization: z
    .string()
    .trim()
    .max(200, { error: "Die Organisation darf höchstens 200 Zeichen lang sein." })
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Bitte wählen Sie ein Thema aus." }),
  message: z
    .string()
    .trim()
    .min(10, { error: "Bitte schreiben Sie eine Nachricht (mindestens 10 Zeichen)." })
    .max(5000, { error: "Die Nachricht darf höchstens 5000 Zeichen lang sein." }),
  hp: z.string().max(500).optional().default(""),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** The success answer of POST /api/contact-email (contract.ts). */
export const contactSentSchema = z.strictObject({ success: z.literal(true), message: z.string() });

/** Any answer of POST /api/contact-email as the form reads it (errors too); anything else is treated as a generic error. */
export const contactResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  message: z.string().optional(),
  details: z.array(z.string()).optional(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
