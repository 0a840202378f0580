/** Project shapes: a project groups tasks and may be limited to a role (e.g. board only). */
import { z } from "zod";
import { recordId, timestamp, version } from "#shared/contract/answers.ts";
import { optionalText, requiredText, versionField } from "#shared/schemas/form-fields.ts";
import { ROLES, type Role } from "#shared/roles.ts";

export const projectValues = z.strictObject({
  name: requiredText(120, "Der Name", "Bitte geben Sie einen Namen für das Projekt an."),
  description: optionalText(5000, "Die Beschreibung"),
  /** The least role that may read the project and its tasks (the SPEC hierarchy applies). */
  readRole: z.enum(ROLES, { error: "Bitte wählen Sie, wer das Projekt sehen darf." }).default("mitglied"),
});
export type ProjectValues = z.input<typeof projectValues>;
export type ProjectInput = z.output<typeof projectValues>;

/** The form: the values plus "archived" (sent only when changing a project). */
export const projectForm = projectValues.extend({ archived: z.boolean().default(false) });
export type ProjectFormValues = z.input<typeof projectForm>;

export const projectUpdate = projectValues.extend({
  archived: z.boolean({ error: "Archiviert muss ja oder nein sein." }).default(false),
  version: versionField,
});
export type ProjectUpdate = z.output<typeof projectUpdate>;

/** What "Sichtbar für" says for each read role. */
export const VISIBILITY_LABELS: Record<Role, string> = {
  mitglied: "Alle Mitglieder",
  vorstand: "Vorstand, Geschäftsführung und Administration",
  geschaeftsfuehrung: "Geschäftsführung und Administration",
  admin: "Nur Administration",
};

export const taskProjectSchema = z.strictObject({
  id: recordId,
  name: z.string(),
  description: z.string().nullable(),
  readRole: z.enum(ROLES),
  archived: z.boolean(),
  openCount: z.number().int().min(0),
  overdueCount: z.number().int().min(0),
  doneCount: z.number().int().min(0),
  /** The caller may rename, restrict or archive it (its creator, the board, admins). */
  canEdit: z.boolean(),
  createdByName: z.string().nullable(),
  updatedAt: timestamp,
  version,
});
export type TaskProject = z.output<typeof taskProjectSchema>;
