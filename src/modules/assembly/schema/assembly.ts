/** Shapes of assemblies and their agenda (back office), shared by /backend/voting and the server. */
import { z } from "zod";
import { isoDate, optionalText, requiredText, uuid, version, wallTime } from "./common.ts";

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
  title: requiredText("Bezeichnung", 200),
  kind: z.enum(ASSEMBLY_KINDS, { error: "Art der Versammlung ist erforderlich" }),
  assemblyDate: isoDate("Datum der Versammlung ist erforderlich (JJJJ-MM-TT)"),
  startTime: wallTime,
  place: optionalText(300),
  onlineParticipation: z.boolean({ error: "Angabe zur Online-Teilnahme fehlt" }).default(false),
  description: optionalText(5000),
  /** The extraordinary assembly convened on a members' request (§ 4 Abs. 5). */
  requestId: uuid("Verlangen").nullish().transform((v) => v ?? null),
});
export type AssemblyFields = z.infer<typeof assemblyFieldsSchema>;

export const assemblyUpdateSchema = assemblyFieldsSchema.omit({ kind: true, requestId: true }).extend({ version });
export type AssemblyUpdate = z.infer<typeof assemblyUpdateSchema>;

export const versionOnlySchema = z.strictObject({ version });

export const openAssemblySchema = z.strictObject({
  chairName: requiredText("Versammlungsleitung", 200),
  minuteTakerName: requiredText("Protokollführung", 200),
  version,
});
export type OpenAssembly = z.infer<typeof openAssemblySchema>;

export const agendaItemSchema = z.strictObject({
  title: requiredText("Titel des Tagesordnungspunkts", 300),
  description: optionalText(10000),
});
export type AgendaItemInput = z.infer<typeof agendaItemSchema>;

export const agendaItemUpdateSchema = agendaItemSchema.extend({ version });

export const agendaOrderSchema = z.strictObject({
  itemIds: z.array(uuid("Tagesordnungspunkt")).min(1, { error: "Reihenfolge fehlt" }).max(100, { error: "Höchstens 100 Tagesordnungspunkte" }),
});

export const agendaDocumentSchema = z.strictObject({
  documentId: uuid("Dokument"),
  title: requiredText("Titel des Dokuments", 300),
});
