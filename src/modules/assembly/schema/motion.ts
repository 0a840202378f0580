/** Shapes of motions and requests for an extraordinary assembly. */
import { z } from "zod";
import { MOTION_CATEGORIES } from "../domain/motions.ts";
import { optionalText, requiredText } from "#shared/schemas/form-fields.ts";
import { uuid, version } from "./common.ts";

export const motionSchema = z.strictObject({
  category: z.enum(MOTION_CATEGORIES, { error: "Bitte wählen Sie die Art des Antrags" }),
  title: requiredText(300, "Titel des Antrags", "Titel des Antrags ist erforderlich"),
  body: requiredText(20000, "Wortlaut des Antrags", "Wortlaut des Antrags ist erforderlich"),
  reasons: optionalText(20000, "Die Begründung"),
});
export type MotionInput = z.infer<typeof motionSchema>;

export const MOTION_DECISIONS = ["admitted", "inadmissible"] as const;

export const motionDecisionSchema = z.strictObject({
  decision: z.enum(MOTION_DECISIONS, { error: "Bitte wählen Sie eine Entscheidung" }),
  note: optionalText(2000, "Die Anmerkung"),
  agendaItemId: uuid("Tagesordnungspunkt")
    .nullish()
    .transform((v) => v ?? null),
  repeatsMotionId: uuid("Früherer Antrag")
    .nullish()
    .transform((v) => v ?? null),
  version,
});

export const assemblyRequestSchema = z.strictObject({
  purpose: requiredText(500, "Zweck", "Zweck ist erforderlich"),
  reasons: requiredText(10000, "Gründe", "Gründe ist erforderlich"),
});
export type AssemblyRequest = z.output<typeof assemblyRequestSchema>;
