/** Links to documents, press releases and tasks (ADR 171): the target's id and a title. */
import { z } from "zod";
import { recordId, timestamp } from "#shared/contract/answers.ts";
import { LINK_KINDS, type LinkKind } from "../domain/labels.ts";

const TARGET_RULES: Record<LinkKind, { pattern: RegExp; message: string }> = {
  document: { pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message: "Bitte wählen Sie ein Dokument aus der Liste." },
  press: { pattern: /^[a-z0-9][a-z0-9-]{0,99}$/, message: "Bitte wählen Sie eine Pressemitteilung aus der Liste." },
  task: { pattern: /^[A-Za-z0-9_-]{1,100}$/, message: "Die Aufgaben-ID darf nur Buchstaben, Ziffern, - und _ enthalten." },
};

export const linkInputSchema = z
  .strictObject({
    kind: z.enum(LINK_KINDS, { error: "Bitte wählen Sie die Art der Verknüpfung." }),
    target: z.string({ error: "Bitte wählen Sie, worauf verwiesen wird." }).trim().min(1, { error: "Bitte wählen Sie, worauf verwiesen wird." }).max(200),
    title: z
      .string({ error: "Bitte geben Sie einen Titel an." })
      .trim()
      .min(1, { error: "Bitte geben Sie einen Titel an." })
      .max(300, { error: "Der Titel darf höchstens 300 Zeichen lang sein." }),
  })
  .superRefine((value, ctx) => {
    const rule = TARGET_RULES[value.kind];
    if (!rule.pattern.test(value.target)) ctx.addIssue({ code: "custom", path: ["target"], message: rule.message });
  });
export type LinkInput = z.input<typeof linkInputSchema>;
export type LinkValues = z.output<typeof linkInputSchema>;

export const linkItemSchema = z.strictObject({
  id: recordId,
  kind: z.enum(LINK_KINDS),
  target: z.string(),
  title: z.string(),
  /** Where the link opens: a document or task screen, or the public press release. */
  href: z.string(),
  createdAt: timestamp,
});
export type LinkItem = z.output<typeof linkItemSchema>;

/** A press release of the public site as /presse.json lists it. */
export interface PressRelease {
  slug: string;
  title: string;
  date: string;
}
