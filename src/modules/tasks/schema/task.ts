/** Task shapes: what the forms send and what the API answers (one schema each, screen and server). */
import { z } from "zod";
import { optionalDate, optionalText, requiredText, versionField } from "#shared/schemas/form-fields.ts";
import { calendarDate, recordId, timestamp, version } from "#shared/contract/answers.ts";
import { personRefSchema } from "#shared/people.ts";
import { PRIORITIES, DEFAULT_PRIORITY, type Priority } from "../domain/priority.ts";
import { RECURRENCES, type Recurrence } from "../domain/recurrence.ts";
import { TASK_STATUSES } from "../domain/status.ts";
import { labelList, personId, projectId, taskId } from "./fields.ts";
import { taskLinkSchema } from "./link.ts";

export const MAX_ASSIGNEES = 10;
export const MAX_CHECKLIST_ITEMS = 100;

export const taskStatus = z.enum(TASK_STATUSES, { error: "Unbekannter Status." });
export const taskPriority = z.coerce
  .number({ error: "Unbekannte Priorität." })
  .int({ error: "Unbekannte Priorität." })
  .refine((n): n is Priority => (PRIORITIES as readonly number[]).includes(n), { error: "Unbekannte Priorität." });
/** A recurrence, or none (null, or the empty choice of the form's select). */
export const taskRecurrence = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z.enum(RECURRENCES, { error: "Unbekannte Wiederholung." }).nullable(),
) as z.ZodType<Recurrence | null, Recurrence | "" | null | undefined>;

export const taskValues = z.strictObject({
  projectId,
  title: requiredText(200, "Der Titel", "Bitte geben Sie einen Titel an."),
  description: optionalText(20000, "Die Beschreibung"),
  status: taskStatus.default("offen"),
  priority: taskPriority.default(DEFAULT_PRIORITY),
  dueDate: optionalDate,
  assigneeIds: z
    .array(personId)
    .max(MAX_ASSIGNEES, { error: `Höchstens ${MAX_ASSIGNEES} Zuständige.` })
    .default([])
    .transform((ids) => [...new Set(ids)]),
  labels: labelList,
  recurrence: taskRecurrence,
});
export type TaskValues = z.input<typeof taskValues>;
export type TaskInput = z.output<typeof taskValues>;

export const taskCreate = taskValues.extend({
  checklist: z
    .array(requiredText(300, "Ein Punkt der Checkliste", "Ein Punkt der Checkliste ist leer."))
    .max(MAX_CHECKLIST_ITEMS, { error: `Höchstens ${MAX_CHECKLIST_ITEMS} Punkte.` })
    .default([]),
});
export const taskUpdate = taskValues.extend({ version: versionField });
export type TaskUpdate = z.output<typeof taskUpdate>;

export const statusChange = z.strictObject({ status: taskStatus, version: versionField });
export const bulkStatusChange = z.strictObject({
  ids: z
    .array(taskId)
    .min(1, { error: "Bitte wählen Sie mindestens eine Aufgabe." })
    .max(200, { error: "Höchstens 200 Aufgaben auf einmal." })
    .transform((ids) => [...new Set(ids)]),
  status: taskStatus,
});

export const checklistItemCreate = z.strictObject({ text: requiredText(300, "Der Punkt", "Bitte geben Sie den Punkt der Checkliste an.") });
export const checklistItemUpdate = z.strictObject({
  text: requiredText(300, "Der Punkt", "Bitte geben Sie den Punkt der Checkliste an.").optional(),
  done: z.boolean({ error: "Erledigt muss ja oder nein sein." }).optional(),
});
export const commentCreate = z.strictObject({ body: requiredText(10000, "Der Kommentar", "Bitte schreiben Sie einen Kommentar.") });

/** A task in a list (every list view and the board's cards). */
export const taskListItemSchema = z.strictObject({
  id: recordId,
  projectId: recordId,
  projectName: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.literal(PRIORITIES),
  /** YYYY-MM-DD */
  dueDate: calendarDate.nullable(),
  /** Open and due before today (Berlin). */
  overdue: z.boolean(),
  labels: z.array(z.string()),
  assignees: z.array(personRefSchema),
  recurrence: z.enum(RECURRENCES).nullable(),
  checklistDone: z.number().int().min(0),
  checklistTotal: z.number().int().min(0),
  commentCount: z.number().int().min(0),
  updatedAt: timestamp,
  version,
});
export type TaskListItem = z.output<typeof taskListItemSchema>;

export const checklistItemSchema = z.strictObject({
  id: recordId,
  text: z.string(),
  done: z.boolean(),
  doneByName: z.string().nullable(),
  doneAt: timestamp.nullable(),
});
export type ChecklistItem = z.output<typeof checklistItemSchema>;

export const taskCommentSchema = z.strictObject({
  id: recordId,
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  body: z.string(),
  createdAt: timestamp,
});
export type TaskComment = z.output<typeof taskCommentSchema>;

/** One task with everything on it (the task dialog). */
export const taskDetailSchema = taskListItemSchema.extend({
  description: z.string().nullable(),
  createdAt: timestamp,
  createdByName: z.string().nullable(),
  updatedByName: z.string().nullable(),
  startedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  predecessorId: recordId.nullable(),
  successorId: recordId.nullable(),
  checklist: z.array(checklistItemSchema),
  comments: z.array(taskCommentSchema),
  links: z.array(taskLinkSchema),
});
export type TaskDetail = z.output<typeof taskDetailSchema>;

/** A cursor page of tasks ("Weitere laden"). */
export const taskPageSchema = z.strictObject({
  items: z.array(taskListItemSchema),
  nextCursor: z.string().nullable(),
  /** Matches of the filter (counted on the first page only; later pages repeat null). */
  total: z.number().int().min(0).nullable(),
});
export type TaskPage = z.output<typeof taskPageSchema>;

export const boardColumnSchema = z.strictObject({
  status: z.enum(TASK_STATUSES),
  total: z.number().int().min(0),
  items: z.array(taskListItemSchema),
  /** The column's next cards (GET board with status and cursor); null at its end. */
  nextCursor: z.string().nullable(),
});
export type BoardColumn = z.output<typeof boardColumnSchema>;
export const boardSchema = z.strictObject({ columns: z.array(boardColumnSchema) });

export const bulkStatusResultSchema = z.strictObject({
  changed: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  /** Ids the caller may not see or that do not exist. */
  missing: z.number().int().min(0),
});
export type BulkStatusResult = z.output<typeof bulkStatusResultSchema>;

/** "Meine Aufgaben" on the dashboards: counts and the next five due. */
export const taskSummarySchema = z.strictObject({
  open: z.number().int().min(0),
  overdue: z.number().int().min(0),
  dueThisWeek: z.number().int().min(0),
  next: z.array(taskListItemSchema),
});
export type TaskSummary = z.output<typeof taskSummarySchema>;

export const labelCountSchema = z.strictObject({ label: z.string(), count: z.number().int().min(0) });
