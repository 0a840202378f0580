/** Shapes of attendance, proxies and recorded power of representation. */
import { z } from "zod";
import { REPRESENTATION_AUTHORITIES } from "../domain/entitlement.ts";
import { uuid } from "./common.ts";

export const ATTENDANCE_MODES = ["in_person", "online"] as const;
export const ATTENDANCE_MODE_LABELS = { in_person: "Vor Ort", online: "Online" } as const;

export const registrationSchema = z.strictObject({
  mode: z.enum(ATTENDANCE_MODES, { error: "Bitte wählen Sie, ob Sie vor Ort oder online teilnehmen" }),
});

/** The office checks a person in (or out) at the door. */
export const checkInSchema = z.strictObject({
  userId: z.string({ error: "Person fehlt" }).min(1, { error: "Person fehlt" }).max(200),
  mode: z.enum(ATTENDANCE_MODES, { error: "Bitte wählen Sie vor Ort oder online" }),
  present: z.boolean({ error: "Angabe fehlt" }),
});

export const proxySchema = z.strictObject({
  holderOrganizationId: uuid("Bevollmächtigtes Mitglied"),
});

export const representativeSchema = z.strictObject({
  organizationId: uuid("Mitglied"),
  userId: z.string({ error: "Person fehlt" }).min(1, { error: "Person fehlt" }).max(200),
  authority: z.enum(REPRESENTATION_AUTHORITIES, { error: "Bitte wählen Sie die Vertretungsbefugnis" }),
});
