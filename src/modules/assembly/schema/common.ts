/** Field builders of the assembly shapes that the shared form fields (#shared/schemas/form-fields.ts) do not have; German messages for every rule. */
import { z } from "zod";

export const wallTime = z
  .string({ error: "Uhrzeit ist erforderlich (HH:MM)" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Uhrzeit ist erforderlich (HH:MM)" });
export const version = z.number({ error: "Version fehlt" }).int({ error: "Version fehlt" }).min(1, { error: "Version fehlt" });
export const uuid = (label: string) => z.uuid({ error: `${label} ist ungültig` });
