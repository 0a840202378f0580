/**
 * The documents endpoints (ADR 260). Every member reaches the module ("documents"); what they may
 * see and change inside it is decided per folder by its read and write role (folder-access.ts), in
 * SQL. Folder administration is admin only ("documentsAdminister"). Uploads are chunked (ADR 120).
 */
import { z } from "zod";
import { itemsOf } from "#shared/contract/answers.ts";
import { defineContract, endpoint, noContent, type RawAnswer, rawBody } from "#shared/contract/endpoint.ts";
import { idParams, uuid, versionQuery } from "#shared/contract/params.ts";
import {
  completedUploadSchema,
  documentDetailSchema,
  documentListQuerySchema,
  documentPageSchema,
  documentUpdateSchema,
  restoredDocumentSchema,
  restoredVersionSchema,
  trashItemSchema,
  updatedDocumentSchema,
  versionRestoreSchema,
} from "./schema/document.ts";
import { documentFolderSchema, folderInputSchema, folderUpdateSchema } from "./schema/folder.ts";
import { chunkIndexSchema, receivedChunkSchema, uploadBeginSchema, uploadSessionInfoSchema } from "./schema/upload.ts";

const FOLDER = "Der Ordner";
const DOCUMENT = "Das Dokument";
const UPLOAD = "Der Upload";

export const contentQuery = z.strictObject({
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  inline: z.enum(["1"]).optional(),
});
export const watchBody = z.strictObject({ watching: z.boolean() });
export const chunkParams = z.object({ id: uuid, index: chunkIndexSchema });
/** A stored file of any type (its own Content-Type). */
const storedFile: RawAnswer<"file"> = { kind: "file" };

export const documentsContract = defineContract("documents", {
  // Folders
  listFolders: endpoint({ method: "GET", path: "/api/documents/folders", access: "documents", response: itemsOf(documentFolderSchema) }),
  createFolder: endpoint({
    method: "POST",
    path: "/api/documents/folders",
    access: "documentsAdminister",
    body: folderInputSchema,
    response: documentFolderSchema,
    status: 201,
  }),
  updateFolder: endpoint({
    method: "PATCH",
    path: "/api/documents/folders/:id",
    access: "documentsAdminister",
    params: idParams,
    notFound: FOLDER,
    body: folderUpdateSchema,
    response: documentFolderSchema,
  }),
  deleteFolder: endpoint({
    method: "DELETE",
    path: "/api/documents/folders/:id",
    access: "documentsAdminister",
    params: idParams,
    notFound: FOLDER,
    query: versionQuery,
    response: noContent,
  }),
  watchFolder: endpoint({
    method: "PUT",
    path: "/api/documents/folders/:id/watch",
    access: "documents",
    params: idParams,
    notFound: FOLDER,
    body: watchBody,
    response: noContent,
  }),

  // Documents
  listDocuments: endpoint({ method: "GET", path: "/api/documents", access: "documents", query: documentListQuerySchema, response: documentPageSchema }),
  listTrash: endpoint({ method: "GET", path: "/api/documents/trash", access: "documents", response: itemsOf(trashItemSchema) }),
  getDocument: endpoint({
    method: "GET",
    path: "/api/documents/:id",
    access: "documents",
    params: idParams,
    notFound: DOCUMENT,
    response: documentDetailSchema,
  }),
  updateDocument: endpoint({
    method: "PATCH",
    path: "/api/documents/:id",
    access: "documents",
    params: idParams,
    notFound: DOCUMENT,
    body: documentUpdateSchema,
    response: updatedDocumentSchema,
  }),
  trashDocument: endpoint({
    method: "DELETE",
    path: "/api/documents/:id",
    access: "documents",
    params: idParams,
    notFound: DOCUMENT,
    query: versionQuery,
    response: noContent,
  }),
  restoreFromTrash: endpoint({
    method: "POST",
    path: "/api/documents/:id/restore",
    access: "documents",
    params: idParams,
    notFound: DOCUMENT,
    response: restoredDocumentSchema,
  }),
  restoreVersion: endpoint({
    method: "POST",
    path: "/api/documents/:id/versions/restore",
    access: "documents",
    params: idParams,
    notFound: DOCUMENT,
    body: versionRestoreSchema,
    response: restoredVersionSchema,
  }),
  content: endpoint({
    method: "GET",
    path: "/api/documents/:id/content",
    access: "documents",
    params: idParams,
    notFound: DOCUMENT,
    query: contentQuery,
    response: storedFile,
    summary: "Download or preview bytes (authorised per request, Range supported)",
  }),

  // Chunked upload (ADR 120)
  beginUpload: endpoint({
    method: "POST",
    path: "/api/documents/uploads",
    access: "documents",
    body: uploadBeginSchema,
    response: uploadSessionInfoSchema,
    status: 201,
  }),
  uploadStatus: endpoint({
    method: "GET",
    path: "/api/documents/uploads/:id",
    access: "documents",
    params: idParams,
    notFound: UPLOAD,
    response: uploadSessionInfoSchema,
  }),
  putChunk: endpoint({
    method: "PUT",
    path: "/api/documents/uploads/:id/chunks/:index",
    access: "documents",
    params: chunkParams,
    notFound: UPLOAD,
    body: rawBody("application/octet-stream"),
    response: receivedChunkSchema,
    summary: "One chunk of at most 4 MiB as the raw body",
  }),
  completeUpload: endpoint({
    method: "POST",
    path: "/api/documents/uploads/:id/complete",
    access: "documents",
    params: idParams,
    notFound: UPLOAD,
    response: completedUploadSchema,
    status: 201,
  }),
  cancelUpload: endpoint({
    method: "DELETE",
    path: "/api/documents/uploads/:id",
    access: "documents",
    params: idParams,
    notFound: UPLOAD,
    response: noContent,
  }),
});
