/**
 * Recording an office holder elected before the tool was in use (paper minutes of an earlier
 * assembly): without a sitting presidium in the system no assembly could ever be quorate (§ 4
 * Abs. 6), and a presidium can otherwise only be elected in a quorate assembly.
 */
import { z } from "zod";
import { OFFICES } from "../domain/elections.ts";
import { isoDate, requiredText } from "#shared/schemas/form-fields.ts";

export const officeHolderSchema = z.strictObject({
  office: z.enum(OFFICES, { error: "Bitte wählen Sie das Amt" }),
  seat: z.number({ error: "Sitz fehlt" }).int({ error: "Sitz fehlt" }).min(1, { error: "Sitz fehlt" }).max(2, { error: "Höchstens zwei Sitze" }).default(1),
  personName: requiredText(200, "Name der Person", "Name der Person ist erforderlich"),
  /** The person's account, when they have one (needed to count them as presidium present). */
  userId: z
    .string()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  electedOn: isoDate("Wahldatum ist erforderlich (TT.MM.JJJJ)"),
});
export type OfficeHolderInput = z.output<typeof officeHolderSchema>;
