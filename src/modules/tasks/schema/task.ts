/** Task shapes: what the forms send and what the API answers (one schema each, screen and server). */
import { z } from "zod";
import { optionalDate, optionalText, requiredText, versionField } from "../../../shared/schemas/form-fields.ts";
import { PRIORITIES, DEFAULT_PRIORITY, type Priority } from "../rules/priority.ts";
import { RECURRENCES, type Recurrence } from "../rules/recurrence.ts";
import { TASK_STATUSES, type TaskStatus } from "../rules/status.ts";
import { labelList, personId, projectId, taskId } from "./fields.ts";
import type { TaskLink } from "./link.ts";

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

export interface PersonRef {
  id: string;
  name: string;
}

export interface TaskListItem {
  id: string;
  projectId: string;
  projectName: string;
  title: string;
  status: TaskStatus;
  priority: Priority;
  /** YYYY-MM-DD */
  dueDate: string | null;
  /** Open and due before today (Berlin). */
  overdue: boolean;
  labels: string[];
  assignees: PersonRef[];
  recurrence: Recurrence | null;
  checklistDone: number;
  checklistTotal: number;
  commentCount: number;
  updatedAt: string;
  version: number;
}

export interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
  doneByName: string | null;
  doneAt: string | null;
}

export interface TaskComment {
  id: string;
  authorId: string | null;
  authorName: string | null;
  body: string;
  createdAt: string;
}

export interface TaskDetail extends TaskListItem {
  description: string | null;
  createdAt: string;
  createdByName: string | null;
  updatedByName: string | null;
  startedAt: string | null;
  closedAt: string | null;
  predecessorId: string | null;
  successorId: string | null;
  checklist: ChecklistItem[];
  comments: TaskComment[];
  links: TaskLink[];
}

export interface TaskPage {
  items: TaskListItem[];
  nextCursor: string | null;
  /** Matches of the filter (counted on the first page only; later pages repeat null). */
  total: number | null;
}

export interface BoardColumn {
  status: TaskStatus;
  total: number;
  items: TaskListItem[];
}

export interface BulkStatusResult {
  changed: number;
  unchanged: number;
  /** Ids the caller may not see or that do not exist. */
  missing: number;
}
