/** Legislative procedures: what the screen sends and what the server answers (ADR 171). */
import { z } from "zod";
import { optionalDate, optionalText, requiredDate, requiredText, versionField } from "../../../shared/schemas/form-fields.ts";
import { LEVELS, STAGES, type Level, type Stage } from "../stages.ts";
import { DATE_KINDS, LAENDER, STANCES, type DateKind, type Stance } from "../labels.ts";
import { cursorField, limitField, optionalInt, optionalUserId, searchField, textList, type ContactRef, type PersonRef } from "./fields.ts";
import type { LinkItem } from "./link.ts";

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

export const procedureListQuerySchema = z.strictObject({
  q: searchField,
  level: z.enum(LEVELS).optional(),
  stage: z.enum(STAGES).optional(),
  /** none: every procedure not archived; laufend / abgeschlossen: not archived, before / in force; archiviert. */
  state: z.enum(["laufend", "abgeschlossen", "archiviert"]).optional(),
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

export interface ProcedureListItem {
  id: string;
  title: string;
  shortTitle: string | null;
  level: Level;
  land: string | null;
  stage: Stage;
  stageSince: string;
  printedPapers: string[];
  topic: string | null;
  responsibleName: string | null;
  /** The next date of the procedure from today on, if any. */
  nextDate: { title: string; kind: DateKind; dueOn: string } | null;
  /** When the procedure was archived (null: current). */
  archivedAt: string | null;
  updatedAt: string;
  version: number;
}

export interface ProcedureDate {
  id: string;
  kind: DateKind;
  title: string;
  dueOn: string;
  leadDays: number;
  notes: string | null;
  version: number;
}

export interface StageChange {
  id: string;
  fromStage: Stage | null;
  toStage: Stage;
  changedOn: string;
  note: string | null;
  changedByName: string | null;
}

export type TimelineEntry =
  | { kind: "stage"; on: string; id: string; title: string; detail: string | null }
  | { kind: "date"; on: string; id: string; title: string; detail: string | null }
  | { kind: "action"; on: string; id: string; title: string; detail: string | null }
  | { kind: "position"; on: string; id: string; title: string; detail: string | null };

export interface ProcedureStakeholder {
  contact: ContactRef;
  stance: Stance;
  note: string | null;
  party: string | null;
  institutionKind: string | null;
  version: number;
}

export interface ProcedureDetail extends ProcedureListItem {
  summary: string | null;
  responsibleId: string | null;
  createdAt: string;
  dates: ProcedureDate[];
  stageChanges: StageChange[];
  timeline: TimelineEntry[];
  positions: { id: string; title: string; status: string; topic: string }[];
  links: LinkItem[];
  campaigns: { id: string; title: string; startsOn: string; endsOn: string }[];
  /** Counts per stance: what members see instead of names (ADR 170). */
  stanceCounts: Record<Stance, number>;
  /** Named stakeholders with their stance: editors only, absent for members. */
  stakeholders?: ProcedureStakeholder[];
  watching: boolean;
  canEdit: boolean;
}

export const STANCE_ORDER: readonly Stance[] = STANCES;
export type { PersonRef };
