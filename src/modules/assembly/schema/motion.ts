/** Shapes of motions and requests for an extraordinary assembly. */
import { z } from "zod";
import { MOTION_CATEGORIES } from "../rules/motions.ts";
import { optionalText, requiredText, uuid, version } from "./common.ts";

export const motionSchema = z.strictObject({
  category: z.enum(MOTION_CATEGORIES, { error: "Bitte wählen Sie die Art des Antrags" }),
  title: requiredText("Titel des Antrags", 300),
  body: requiredText("Wortlaut des Antrags", 20000),
  reasons: optionalText(20000),
});
export type MotionInput = z.infer<typeof motionSchema>;

export const MOTION_DECISIONS = ["admitted", "inadmissible"] as const;

export const motionDecisionSchema = z.strictObject({
  decision: z.enum(MOTION_DECISIONS, { error: "Bitte wählen Sie eine Entscheidung" }),
  note: optionalText(2000),
  agendaItemId: uuid("Tagesordnungspunkt").nullish().transform((v) => v ?? null),
  repeatsMotionId: uuid("Früherer Antrag").nullish().transform((v) => v ?? null),
  version,
});

export const assemblyRequestSchema = z.strictObject({
  purpose: requiredText("Zweck", 500),
  reasons: requiredText("Gründe", 10000),
});
export type AssemblyRequest = z.output<typeof assemblyRequestSchema>;
