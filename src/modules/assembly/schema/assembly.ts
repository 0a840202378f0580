/** Shapes of assemblies and their agenda (back office), shared by /backend/voting and the server. */
import { z } from "zod";
import { isoDate, optionalText, requiredText } from "#shared/schemas/form-fields.ts";
import { uuid, version, wallTime } from "./common.ts";

export const ASSEMBLY_KINDS = ["ordinary", "extraordinary"] as const;

export const ASSEMBLY_KIND_LABELS = {
  ordinary: "Ordentliche Mitgliederversammlung",
  extraordinary: "Außerordentliche Mitgliederversammlung",
  repeat: "Erneute Mitgliederversammlung",
} as const;

export const ASSEMBLY_STATUS_LABELS = {
  draft: "In Vorbereitung",
  invited: "Eingeladen",
  running: "Läuft",
  closed: "Beendet",
  inquorate: "Nicht beschlussfähig",
  cancelled: "Abgesagt",
} as const;

export const assemblyFieldsSchema = z.strictObject({
  title: requiredText(200, "Bezeichnung", "Bezeichnung ist erforderlich"),
  kind: z.enum(ASSEMBLY_KINDS, { error: "Art der Versammlung ist erforderlich" }),
  assemblyDate: isoDate("Datum der Versammlung ist erforderlich (JJJJ-MM-TT)"),
  startTime: wallTime,
  place: optionalText(300, "Der Ort"),
  onlineParticipation: z.boolean({ error: "Angabe zur Online-Teilnahme fehlt" }).default(false),
  description: optionalText(5000, "Die Beschreibung"),
  /** The extraordinary assembly convened on a members' request (§ 4 Abs. 5). */
  requestId: uuid("Verlangen")
    .nullish()
    .transform((v) => v ?? null),
});
export type AssemblyFields = z.infer<typeof assemblyFieldsSchema>;

export const assemblyUpdateSchema = assemblyFieldsSchema.omit({ kind: true, requestId: true }).extend({ version });
export type AssemblyUpdate = z.infer<typeof assemblyUpdateSchema>;

export const versionOnlySchema = z.strictObject({ version });

export const openAssemblySchema = z.strictObject({
  chairName: requiredText(200, "Versammlungsleitung", "Versammlungsleitung ist erforderlich"),
  minuteTakerName: requiredText(200, "Protokollführung", "Protokollführung ist erforderlich"),
  version,
});
export type OpenAssembly = z.infer<typeof openAssemblySchema>;

export const agendaItemSchema = z.strictObject({
  title: requiredText(300, "Titel des Tagesordnungspunkts", "Titel des Tagesordnungspunkts ist erforderlich"),
  description: optionalText(10000, "Die Beschreibung"),
});
export type AgendaItemInput = z.infer<typeof agendaItemSchema>;

export const agendaItemUpdateSchema = agendaItemSchema.extend({ version });

export const agendaOrderSchema = z.strictObject({
  itemIds: z.array(uuid("Tagesordnungspunkt")).min(1, { error: "Reihenfolge fehlt" }).max(100, { error: "Höchstens 100 Tagesordnungspunkte" }),
});

export const agendaDocumentSchema = z.strictObject({
  documentId: uuid("Dokument"),
  title: requiredText(300, "Titel des Dokuments", "Titel des Dokuments ist erforderlich"),
});
