/**
 * The shapes of the notes documents API (list, create, rename/limit/archive, history), shared by
 * the screens and the server. German messages are the ones the forms show.
 */
import { z } from "zod";
import { ROLES } from "#shared/roles.ts";
import { pageFields } from "#shared/schemas/list-query.ts";

export const roleSchema = z.enum(ROLES);

export const documentTitleSchema = z.string().trim().min(1, "Bitte geben Sie einen Titel an.").max(120, "Der Titel darf höchstens 120 Zeichen lang sein.");

export const readRolesSchema = z
  .array(roleSchema)
  .max(ROLES.length)
  .transform((roles) => [...new Set(roles)]);

export const createDocumentSchema = z.object({
  title: documentTitleSchema,
  readRoles: readRolesSchema.default([]),
});
export type CreateDocumentInput = z.infer<typeof createDocumentSchema>;

export const updateDocumentSchema = z
  .object({
    /** The version the person edited; a newer one on the server answers 409. */
    version: z.number().int().positive(),
    title: documentTitleSchema.optional(),
    readRoles: readRolesSchema.optional(),
    archived: z.boolean().optional(),
  })
  .refine((input) => input.title !== undefined || input.readRoles !== undefined || input.archived !== undefined, { message: "Es wurde nichts geändert." });
export type UpdateDocumentInput = z.infer<typeof updateDocumentSchema>;

export const presentPersonSchema = z.object({ name: z.string(), color: z.string() });

export const documentSummarySchema = z.object({
  id: z.uuid(),
  key: z.string(),
  title: z.string(),
  readRoles: z.array(roleSchema),
  isShared: z.boolean(),
  archived: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  lastEditedAt: z.iso.datetime({ offset: true }).nullable(),
  lastEditedBy: z.string().nullable(),
  /** People with the document open now (one entry per person). */
  present: z.array(presentPersonSchema),
  preview: z.string(),
  version: z.number().int(),
  canManage: z.boolean(),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentDetailSchema = documentSummarySchema.extend({
  canEdit: z.boolean(),
  canArchive: z.boolean(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** The list: newest edit first; archived documents in a list of their own. */
export const documentListQuerySchema = z.strictObject({
  archived: z
    .enum(["0", "1"], { error: "archived muss 0 oder 1 sein" })
    .default("0")
    .transform((value) => value === "1"),
  page: pageFields.page,
  pageSize: pageFields.pageSize,
  q: pageFields.q,
  cursor: pageFields.cursor,
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const SNAPSHOT_KINDS = ["auto", "named", "before_restore", "minutes"] as const;
export const SNAPSHOT_KIND_LABELS: Record<(typeof SNAPSHOT_KINDS)[number], string> = {
  auto: "Automatisch",
  named: "Benannt",
  before_restore: "Vor Wiederherstellung",
  minutes: "Als Protokoll abgelegt",
};

export const snapshotSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(SNAPSHOT_KINDS),
  label: z.string().nullable(),
  takenAt: z.iso.datetime({ offset: true }),
  takenBy: z.string().nullable(),
  /** The documents module's document holding the frozen minutes, if any. */
  frozenDocumentId: z.uuid().nullable(),
});
export type SnapshotSummary = z.infer<typeof snapshotSummarySchema>;

export const snapshotLabelSchema = z.object({
  label: z.string().trim().min(1, "Bitte geben Sie einen Namen an.").max(120, "Der Name darf höchstens 120 Zeichen lang sein."),
});

export const freezeMinutesSchema = z.object({
  label: z.string().trim().min(1, "Bitte geben Sie einen Namen an.").max(120, "Der Name darf höchstens 120 Zeichen lang sein."),
});
