/** Legislative procedures: what the screen sends and what the server answers (ADR 171). */
import { z } from "zod";
import { calendarDate, recordId, timestamp, version } from "#shared/contract/answers.ts";
import { optionalText, requiredDate, requiredText, versionField } from "#shared/schemas/form-fields.ts";
import { LEVELS, STAGES, type Level } from "../domain/stages.ts";
import { DATE_KINDS, LAENDER, STANCES, type Stance } from "../domain/labels.ts";
import { contactRefSchema, cursorField, limitField, optionalInt, optionalUserId, searchField, textList } from "./fields.ts";
import { linkItemSchema } from "./link.ts";

const procedureFields = {
  title: requiredText(300, "Der Titel", "Bitte geben Sie den Titel des Verfahrens an."),
  shortTitle: optionalText(80, "Der Kurztitel"),
  level: z.enum(LEVELS, { error: "Bitte wählen Sie die Ebene (EU, Bund oder Land)." }),
  land: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.enum(LAENDER, { error: "Bitte wählen Sie ein Bundesland." }).nullable()),
  printedPapers: textList(20, 60, "Drucksachen"),
  topic: optionalText(80, "Das Thema"),
  summary: optionalText(5000, "Die Zusammenfassung"),
  responsibleId: optionalUserId,
};

function landMatchesLevel(value: { level: Level; land: string | null }, ctx: z.RefinementCtx) {
  if (value.level === "land" && !value.land) ctx.addIssue({ code: "custom", path: ["land"], message: "Bitte wählen Sie das Bundesland des Verfahrens." });
  if (value.level !== "land" && value.land)
    ctx.addIssue({ code: "custom", path: ["land"], message: "Ein Bundesland gibt es nur bei Verfahren auf Landesebene." });
}

export const procedureInputSchema = z
  .strictObject({
    ...procedureFields,
    stage: z.enum(STAGES, { error: "Bitte wählen Sie den Stand des Verfahrens." }),
    stageSince: requiredDate,
  })
  .superRefine(landMatchesLevel);
export type ProcedureInput = z.input<typeof procedureInputSchema>;
export type ProcedureValues = z.output<typeof procedureInputSchema>;

export const procedureUpdateSchema = z.strictObject({ ...procedureFields, version: versionField }).superRefine(landMatchesLevel);
export type ProcedureUpdate = z.output<typeof procedureUpdateSchema>;

export const stageChangeSchema = z.strictObject({
  stage: z.enum(STAGES, { error: "Bitte wählen Sie den neuen Stand." }),
  changedOn: requiredDate,
  note: optionalText(1000, "Die Notiz"),
  version: versionField,
});
export type StageChangeInput = z.input<typeof stageChangeSchema>;
export type StageChangeValues = z.output<typeof stageChangeSchema>;

/** The list's "Stand" filter; none: every procedure not archived. */
export const PROCEDURE_STATES = ["laufend", "abgeschlossen", "archiviert"] as const;

export const procedureListQuerySchema = z.strictObject({
  q: searchField,
  level: z.enum(LEVELS).optional(),
  stage: z.enum(STAGES).optional(),
  /** none: every procedure not archived; laufend / abgeschlossen: not archived, before / in force; archiviert. */
  state: z.enum(PROCEDURE_STATES).optional(),
  sort: z.enum(["updated", "title"]).default("updated"),
  cursor: cursorField,
  limit: limitField,
});
export type ProcedureListQuery = z.output<typeof procedureListQuerySchema>;

const dateFields = {
  kind: z.enum(DATE_KINDS, { error: "Bitte wählen Sie die Art des Termins." }),
  title: requiredText(200, "Die Bezeichnung", "Bitte bezeichnen Sie den Termin."),
  dueOn: requiredDate,
  leadDays: optionalInt(0, 90, "Die Vorlaufzeit").transform((v) => v ?? 7),
  notes: optionalText(1000, "Die Notiz"),
};
export const procedureDateInputSchema = z.strictObject(dateFields);
export type ProcedureDateInput = z.input<typeof procedureDateInputSchema>;
export type ProcedureDateValues = z.output<typeof procedureDateInputSchema>;
export const procedureDateUpdateSchema = z.strictObject({ ...dateFields, version: versionField });
export type ProcedureDateUpdate = z.output<typeof procedureDateUpdateSchema>;

/** Archive a procedure or take it back (the version of the record the editor saw). */
export const archiveSchema = z.strictObject({
  archived: z.boolean({ error: "Bitte geben Sie an, ob das Verfahren archiviert werden soll." }),
  version: versionField,
});
export type ArchiveValues = z.output<typeof archiveSchema>;

export const watchSchema = z.strictObject({ watching: z.boolean({ error: "Bitte geben Sie an, ob Sie das Verfahren verfolgen wollen." }) });
export const procedurePositionSchema = z.strictObject({ positionId: z.uuid({ error: "Bitte wählen Sie eine Position." }) });

const dateKind = z.enum(DATE_KINDS);
const stance = z.enum(STANCES);

export const procedureListItemSchema = z.strictObject({
  id: recordId,
  title: z.string(),
  shortTitle: z.string().nullable(),
  level: z.enum(LEVELS),
  land: z.string().nullable(),
  stage: z.enum(STAGES),
  stageSince: calendarDate,
  printedPapers: z.array(z.string()),
  topic: z.string().nullable(),
  responsibleName: z.string().nullable(),
  /** The next date of the procedure from today on, if any. */
  nextDate: z.strictObject({ title: z.string(), kind: dateKind, dueOn: calendarDate }).nullable(),
  /** When the procedure was archived (null: current). */
  archivedAt: timestamp.nullable(),
  updatedAt: timestamp,
  version,
});
export type ProcedureListItem = z.output<typeof procedureListItemSchema>;

export const procedureDateSchema = z.strictObject({
  id: recordId,
  kind: dateKind,
  title: z.string(),
  dueOn: calendarDate,
  leadDays: z.number().int().min(0),
  notes: z.string().nullable(),
  version,
});
export type ProcedureDate = z.output<typeof procedureDateSchema>;

export const stageChangeItemSchema = z.strictObject({
  id: recordId,
  fromStage: z.enum(STAGES).nullable(),
  toStage: z.enum(STAGES),
  changedOn: calendarDate,
  note: z.string().nullable(),
  changedByName: z.string().nullable(),
});
export type StageChange = z.output<typeof stageChangeItemSchema>;

export const timelineEntrySchema = z.strictObject({
  kind: z.enum(["stage", "date", "action", "position"]),
  on: calendarDate,
  id: recordId,
  title: z.string(),
  detail: z.string().nullable(),
});
export type TimelineEntry = z.output<typeof timelineEntrySchema>;

export const procedureStakeholderSchema = z.strictObject({
  contact: contactRefSchema,
  stance,
  note: z.string().nullable(),
  party: z.string().nullable(),
  institutionKind: z.string().nullable(),
  version,
});
export type ProcedureStakeholder = z.output<typeof procedureStakeholderSchema>;

export const procedureDetailSchema = z.strictObject({
  ...procedureListItemSchema.shape,
  summary: z.string().nullable(),
  responsibleId: z.string().nullable(),
  createdAt: timestamp,
  dates: z.array(procedureDateSchema),
  stageChanges: z.array(stageChangeItemSchema),
  timeline: z.array(timelineEntrySchema),
  positions: z.array(z.strictObject({ id: recordId, title: z.string(), status: z.string(), topic: z.string() })),
  links: z.array(linkItemSchema),
  campaigns: z.array(z.strictObject({ id: recordId, title: z.string(), startsOn: calendarDate, endsOn: calendarDate })),
  /** Counts per stance: what members see instead of names (ADR 170). */
  stanceCounts: z.strictObject(Object.fromEntries(STANCES.map((s) => [s, z.number().int().min(0)])) as Record<Stance, z.ZodNumber>),
  /** Named stakeholders with their stance: editors only, absent for members. */
  stakeholders: z.array(procedureStakeholderSchema).optional(),
  watching: z.boolean(),
  canEdit: z.boolean(),
});
export type ProcedureDetail = z.output<typeof procedureDetailSchema>;

/** The answer of "watch": whether the caller now follows the procedure. */
export const watchingSchema = z.strictObject({ watching: z.boolean() });

export const STANCE_ORDER: readonly Stance[] = STANCES;
