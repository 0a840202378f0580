/** Documents and versions: list rows, the detail panel, and the edits the screen sends. */
import { z } from "zod";
import { optionalText, tagList, versionField } from "../../../shared/schemas/form-fields.ts";

export const documentSortSchema = z.enum(["name", "updated"]).default("name");

export const documentListQuerySchema = z.strictObject({
  folderId: z.uuid().optional(),
  q: z.string().trim().max(200, "Der Suchbegriff ist zu lang.").optional(),
  tag: z.string().trim().toLowerCase().max(40).optional(),
  sort: documentSortSchema,
  cursor: z.string().max(600).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
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

export interface DocumentListItem {
  id: string;
  folderId: string;
  folderName: string;
  name: string;
  typeId: string;
  size: number;
  currentVersion: number;
  tags: string[];
  description: string | null;
  updatedAt: string;
  updatedByName: string | null;
  version: number;
  /** For search results: a short excerpt of the full text around the match, plain text. */
  excerpt?: string | null;
}

export interface DocumentVersionItem {
  number: number;
  fileName: string;
  size: number;
  typeId: string;
  label: string | null;
  restoredFrom: number | null;
  createdAt: string;
  createdByName: string | null;
}

export interface DocumentDetail extends DocumentListItem {
  createdAt: string;
  createdByName: string | null;
  canWrite: boolean;
  preview: "pdf" | "image" | null;
  textStatus: "pending" | "done" | "none" | "failed";
  versions: DocumentVersionItem[];
}

export interface TrashItem {
  id: string;
  folderId: string;
  folderName: string;
  name: string;
  size: number;
  deletedAt: string;
  deletedByName: string | null;
  /** When the retention job removes it for good. */
  purgeAt: string;
}

export interface DocumentPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** Days a deleted document stays restorable in the trash. */
export const TRASH_DAYS = 30;

/** The answer of a completed upload. */
export interface CompletedUpload {
  documentId: string;
  folderId: string;
  name: string;
  /** Version number the upload created (1 for a new document). */
  number: number;
  created: boolean;
}
