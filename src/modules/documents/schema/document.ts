/** Documents and versions: list rows, the detail panel, and the edits the screen sends. */
import { z } from "zod";
import { recordId, timestamp, version } from "#shared/contract/answers.ts";
import { optionalText, tagList, versionField } from "#shared/schemas/form-fields.ts";

export const documentSortSchema = z.enum(["name", "updated"]).default("name");

/** Rows a page shows: a folder's list 50, a search 25 (issue 27: a search walks the name order and writes an excerpt per hit, so a shorter page answers sooner; "Weitere laden" follows). */
export const DOCUMENT_PAGE_SIZE = 50;
export const DOCUMENT_SEARCH_PAGE_SIZE = 25;

export const documentListQuerySchema = z.strictObject({
  folderId: z.uuid().optional(),
  q: z.string().trim().max(200, "Der Suchbegriff ist zu lang.").optional(),
  tag: z.string().trim().toLowerCase().max(40).optional(),
  sort: documentSortSchema,
  cursor: z.string().max(600).optional(),
  /** Without it, the page size of a list or of a search (DOCUMENT_PAGE_SIZE, DOCUMENT_SEARCH_PAGE_SIZE). */
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

export const documentUpdateSchema = z.strictObject({
  name: z.string().trim().min(1, "Bitte geben Sie einen Namen an.").max(180, "Der Name darf höchstens 180 Zeichen lang sein.").optional(),
  description: optionalText(2000, "Die Beschreibung").optional(),
  tags: tagList.optional(),
  folderId: z.uuid({ error: "Bitte wählen Sie einen Ordner." }).optional(),
  version: versionField,
});
export type DocumentUpdate = z.output<typeof documentUpdateSchema>;

export const versionRestoreSchema = z.strictObject({
  number: z.number().int().min(1),
  version: versionField,
});

export const versionLabelSchema = z.strictObject({
  label: optionalText(100, "Die Bezeichnung"),
});

export const documentListItemSchema = z.strictObject({
  id: recordId,
  folderId: recordId,
  folderName: z.string(),
  name: z.string(),
  typeId: z.string(),
  size: z.number().int().min(0),
  currentVersion: z.number().int().min(1),
  tags: z.array(z.string()),
  description: z.string().nullable(),
  updatedAt: timestamp,
  updatedByName: z.string().nullable(),
  version,
  /** For search results: a short excerpt of the full text around the match, plain text. */
  excerpt: z.string().nullable().optional(),
});
export type DocumentListItem = z.output<typeof documentListItemSchema>;

export const documentVersionItemSchema = z.strictObject({
  number: z.number().int().min(1),
  fileName: z.string(),
  size: z.number().int().min(0),
  typeId: z.string(),
  label: z.string().nullable(),
  restoredFrom: z.number().int().min(1).nullable(),
  createdAt: timestamp,
  createdByName: z.string().nullable(),
});
export type DocumentVersionItem = z.output<typeof documentVersionItemSchema>;

export const documentDetailSchema = documentListItemSchema.extend({
  createdAt: timestamp,
  createdByName: z.string().nullable(),
  canWrite: z.boolean(),
  preview: z.enum(["pdf", "image"]).nullable(),
  textStatus: z.enum(["pending", "done", "none", "failed"]),
  versions: z.array(documentVersionItemSchema),
});
export type DocumentDetail = z.output<typeof documentDetailSchema>;

export const trashItemSchema = z.strictObject({
  id: recordId,
  folderId: recordId,
  folderName: z.string(),
  name: z.string(),
  size: z.number().int().min(0),
  deletedAt: timestamp,
  deletedByName: z.string().nullable(),
  /** When the retention job removes it for good. */
  purgeAt: timestamp,
});
export type TrashItem = z.output<typeof trashItemSchema>;

/** A cursor page of documents ("Weitere laden"). */
export const documentPageSchema = z.strictObject({ items: z.array(documentListItemSchema), nextCursor: z.string().nullable() });
export type DocumentPage = z.output<typeof documentPageSchema>;

export const updatedDocumentSchema = z.strictObject({ id: recordId, name: z.string(), folderId: recordId, version });
export const restoredVersionSchema = z.strictObject({ id: recordId, currentVersion: z.number().int().min(1), version });
export const restoredDocumentSchema = z.strictObject({ name: z.string() });

/** Days a deleted document stays restorable in the trash. */
export const TRASH_DAYS = 30;

/** The answer of a completed upload. */
export const completedUploadSchema = z.strictObject({
  documentId: recordId,
  folderId: recordId,
  name: z.string(),
  /** Version number the upload created (1 for a new document). */
  number: z.number().int().min(1),
  created: z.boolean(),
});
export type CompletedUpload = z.output<typeof completedUploadSchema>;
