/** A scheduled general assembly as far as the admission rule needs it. */
import { z } from "zod";

const isoDate = (message: string) => z.string({ error: message }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });

export const assemblySchema = z
  .strictObject({
    title: z.string({ error: "Bezeichnung ist erforderlich" }).trim().min(1, { error: "Bezeichnung ist erforderlich" }).max(200, { error: "Höchstens 200 Zeichen" }),
    invitationSentAt: isoDate("Versanddatum der Einladung ist erforderlich (JJJJ-MM-TT)"),
    heldAt: isoDate("Datum der Versammlung ist erforderlich (JJJJ-MM-TT)"),
  })
  .refine((a) => a.invitationSentAt <= a.heldAt, { error: "Die Einladung muss vor der Versammlung versandt werden", path: ["heldAt"] });
export type AssemblyInput = z.infer<typeof assemblySchema>;
