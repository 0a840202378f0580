/**
 * The task list's filters and sorting, read from URL search parameters on the screen and
 * validated the same way by the server. One query serves "Meine Aufgaben" (assignee=me), a
 * project's list, the due-date list and the tasks linked to another module's record.
 */
import { z } from "zod";
import { PRIORITIES } from "../domain/priority.ts";
import { TASK_STATUSES } from "../domain/status.ts";
import { UUID_RE, personId, queryList } from "./fields.ts";
import { linkKind, linkTargetId } from "./link.ts";

export const TASK_SORTS = ["due", "priority", "updated", "created", "title"] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export const SORT_LABELS: Record<TaskSort, string> = {
  due: "Fälligkeit",
  priority: "Priorität",
  updated: "Zuletzt geändert",
  created: "Erstellt",
  title: "Titel",
};
/** The natural direction of each sort (earliest due first, most urgent first, newest first). */
export const DEFAULT_DIRECTION: Record<TaskSort, "asc" | "desc"> = { due: "asc", priority: "desc", updated: "desc", created: "desc", title: "asc" };

/** "open" = offen, in Arbeit, wartet; "closed" = erledigt, verworfen; or any list of statuses. */
export const STATUS_SCOPES = ["open", "closed", "all"] as const;
export const DUE_FILTERS = ["overdue", "today", "week", "later", "none"] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];
export const DUE_FILTER_LABELS: Record<DueFilter, string> = {
  overdue: "Überfällig",
  today: "Heute fällig",
  week: "In den nächsten 7 Tagen",
  later: "Später",
  none: "Ohne Termin",
};

export const TASK_PAGE_SIZE = 50;

export const taskListQuery = z.strictObject({
  /** "me" is the caller; "none" lists tasks nobody is assigned to. */
  assignee: z.union([z.literal("me"), z.literal("none"), personId]).optional(),
  /** "me": the tasks the caller created ("Von mir angelegt", issue 25), whoever they are assigned to. */
  createdBy: z.literal("me", { error: "Unbekannter Filter „angelegt von“." }).optional(),
  projectId: z.string().regex(UUID_RE, { error: "Unbekanntes Projekt." }).optional(),
  status: z.union([z.enum(STATUS_SCOPES), queryList(TASK_STATUSES, "Unbekannter Status.")]).default("open"),
  priority: z.coerce
    .number()
    .int()
    .refine((n) => (PRIORITIES as readonly number[]).includes(n), { error: "Unbekannte Priorität." })
    .optional(),
  label: z
    .string()
    .trim()
    .toLowerCase()
    .max(40, { error: "Label ist zu lang." })
    .optional()
    .transform((v) => v || undefined),
  due: z.enum(DUE_FILTERS, { error: "Unbekannter Fälligkeitsfilter." }).optional(),
  q: z
    .string()
    .trim()
    .max(100, { error: "Suchbegriff ist zu lang (höchstens 100 Zeichen)." })
    .optional()
    .transform((v) => v || undefined),
  linkKind: linkKind.optional(),
  linkId: linkTargetId.optional(),
  sort: z.enum(TASK_SORTS, { error: "Unbekannte Sortierung." }).default("due"),
  dir: z.enum(["asc", "desc"], { error: "Sortierrichtung muss asc oder desc sein." }).optional(),
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, { error: "Seitenmarke ist ungültig." })
    .optional(),
  limit: z.coerce.number().int().min(1).max(200, { error: "Höchstens 200 Einträge pro Seite." }).default(TASK_PAGE_SIZE),
});
export type TaskListQuery = z.output<typeof taskListQuery>;
export type TaskListParams = z.input<typeof taskListQuery>;

/**
 * The board: the same filters, five columns of BOARD_COLUMN_LIMIT cards each. "Weitere laden" asks
 * for one column's next cards: `status` with the column's `cursor` (issue 27: fifty cards a column
 * made 75 KB answers and the board the slowest list).
 */
export const boardQuery = taskListQuery
  .pick({ assignee: true, projectId: true, priority: true, label: true, q: true, cursor: true })
  .extend({ status: z.enum(TASK_STATUSES, { error: "Unbekannter Status." }).optional() })
  .refine((q) => !q.cursor || q.status, { error: "Weitere Karten gibt es nur für eine Spalte (status fehlt).", path: ["status"] });
export type BoardQuery = z.output<typeof boardQuery>;
export const BOARD_COLUMN_LIMIT = 12;

export const peopleQuery = z.strictObject({
  projectId: z.string().regex(UUID_RE, { error: "Unbekanntes Projekt." }).optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
});
