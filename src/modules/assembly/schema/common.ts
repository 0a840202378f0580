/** Field builders shared by the assembly shapes; German messages for every rule. */
import { z } from "zod";
import { isIsoDate } from "../rules/berlin-calendar.ts";

export const isoDate = (message: string) => z.string({ error: message }).refine(isIsoDate, { error: message });
export const wallTime = z.string({ error: "Uhrzeit ist erforderlich (HH:MM)" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Uhrzeit ist erforderlich (HH:MM)" });
export const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} ist erforderlich` }).trim().min(1, { error: `${label} ist erforderlich` }).max(max, { error: `${label}: höchstens ${max} Zeichen` });
export const optionalText = (max: number) =>
  z.string().trim().max(max, { error: `Höchstens ${max} Zeichen` }).nullish().transform((v) => (v ? v : null));
export const version = z.number({ error: "Version fehlt" }).int({ error: "Version fehlt" }).min(1, { error: "Version fehlt" });
export const uuid = (label: string) => z.uuid({ error: `${label} ist ungültig` });
