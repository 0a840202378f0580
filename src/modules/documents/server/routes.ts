/**
 * The documents endpoints. Every member reaches the module ("documents"); what they may see and
 * change inside it is decided per folder by its read and write role (folder-access.ts), in SQL.
 * Folder administration is admin only ("documentsAdminister").
 */
import { z } from "zod";
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { HttpError } from "../../../platform/http/errors.ts";
import { idParams, uuid, versionQuery } from "../../../platform/http/params.ts";
import { documentListQuerySchema, documentUpdateSchema, versionRestoreSchema } from "../schema/document.ts";
import { folderInputSchema, folderUpdateSchema } from "../schema/folder.ts";
import { CHUNK_HASH_HEADER, chunkIndexSchema, uploadBeginSchema } from "../schema/upload.ts";
import { documentContent, documentUploads } from "./content.ts";
import { restoreFromTrash, restoreVersion, trashDocument, updateDocument } from "./document-changes.ts";
import { getDocument, listDocuments, listTrash } from "./document-queries.ts";
import { downloadResponse, resolveDownload } from "./downloads.ts";
import { createFolder, deleteFolder, listFolders, setWatching, toFolder, updateFolder } from "./folders.ts";
import { afterDocumentUpload } from "./after-upload.ts";
import { beginUpload, completeUpload, receiveChunk, uploadStatus } from "./uploads.ts";

const BASE = "/api/documents";
const FOLDERS = `${BASE}/folders`;
const UPLOADS = `${BASE}/uploads`;

const contentQuery = z.strictObject({
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  inline: z.enum(["1"]).optional(),
});
const watchBody = z.strictObject({ watching: z.boolean() });
const chunkParams = z.object({ id: uuid, index: chunkIndexSchema });
const sha256Header = /^[0-9a-fA-F]{64}$/;

export const documentsRoutes = [
  // Folders
  route({ method: "GET", path: FOLDERS, access: "documents", handle: async ({ db, user }) => ({ items: await listFolders(db, user) }) }),
  route({
    method: "POST",
    path: FOLDERS,
    access: "documentsAdminister",
    body: folderInputSchema,
    handle: async ({ db, user, body }) => created(toFolder(await createFolder(db, user.id, body), user.roles, 0, false)),
  }),
  route({
    method: "PATCH",
    path: `${FOLDERS}/:id`,
    access: "documentsAdminister",
    params: idParams,
    notFound: "Der Ordner",
    body: folderUpdateSchema,
    handle: async ({ db, user, params, body }) => toFolder(await updateFolder(db, user.id, params.id, body), user.roles, 0, false),
  }),
  route({
    method: "DELETE",
    path: `${FOLDERS}/:id`,
    access: "documentsAdminister",
    params: idParams,
    notFound: "Der Ordner",
    query: versionQuery,
    handle: ({ db, user, params, query }) => deleteFolder(db, user.id, params.id, query.version),
  }),
  route({
    method: "PUT",
    path: `${FOLDERS}/:id/watch`,
    access: "documents",
    params: idParams,
    notFound: "Der Ordner",
    body: watchBody,
    handle: ({ db, user, params, body }) => setWatching(db, user, params.id, body.watching),
  }),

  // Documents
  route({ method: "GET", path: BASE, access: "documents", query: documentListQuerySchema, cost: (query) => (query.q ? "search" : undefined), handle: ({ db, user, query }) => listDocuments(db, user.roles, query) }),
  route({ method: "GET", path: `${BASE}/trash`, access: "documents", handle: async ({ db, user }) => ({ items: await listTrash(db, user.roles) }) }),
  route({ method: "GET", path: `${BASE}/:id`, access: "documents", params: idParams, notFound: "Das Dokument", handle: ({ db, user, params }) => getDocument(db, user.roles, params.id) }),
  route({
    method: "PATCH",
    path: `${BASE}/:id`,
    access: "documents",
    params: idParams,
    notFound: "Das Dokument",
    body: documentUpdateSchema,
    handle: async ({ db, user, params, body }) => {
      const updated = await updateDocument(db, user, params.id, body);
      return { id: updated.id, name: updated.name, folderId: updated.folderId, version: updated.version };
    },
  }),
  route({
    method: "DELETE",
    path: `${BASE}/:id`,
    access: "documents",
    params: idParams,
    notFound: "Das Dokument",
    query: versionQuery,
    handle: ({ db, user, params, query }) => trashDocument(db, user, params.id, query.version),
  }),
  route({ method: "POST", path: `${BASE}/:id/restore`, access: "documents", params: idParams, notFound: "Das Dokument", handle: ({ db, user, params }) => restoreFromTrash(db, user, params.id) }),
  route({
    method: "POST",
    path: `${BASE}/:id/versions/restore`,
    access: "documents",
    params: idParams,
    notFound: "Das Dokument",
    body: versionRestoreSchema,
    handle: async ({ db, user, params, body }) => {
      const updated = await restoreVersion(db, user, params.id, body.number, body.version);
      return { id: updated.id, currentVersion: updated.currentVersion, version: updated.version };
    },
  }),
  route({
    method: "GET",
    path: `${BASE}/:id/content`,
    access: "documents",
    params: idParams,
    notFound: "Das Dokument",
    query: contentQuery,
    summary: "Download or preview bytes (authorised per request, Range supported)",
    handle: async ({ db, user, params, query, req }) => {
      const download = await resolveDownload(db, user.roles, params.id, query.version);
      return downloadResponse(db, await documentContent(), user.id, download, req, query.inline === "1");
    },
  }),

  // Chunked upload (ADR 120)
  route({ method: "POST", path: UPLOADS, access: "documents", body: uploadBeginSchema, handle: async ({ db, user, body }) => created(await beginUpload(db, await documentUploads(db), user, body)) }),
  route({ method: "GET", path: `${UPLOADS}/:id`, access: "documents", params: idParams, notFound: "Der Upload", handle: async ({ db, user, params }) => uploadStatus(await documentUploads(db), user, params.id) }),
  route({
    method: "PUT",
    path: `${UPLOADS}/:id/chunks/:index`,
    access: "documents",
    params: chunkParams,
    notFound: "Der Upload",
    rawBody: true,
    summary: "One chunk of at most 4 MiB as the raw body",
    handle: async ({ db, user, params, req }) => {
      if (!req.body) throw new HttpError(422, "bad_chunk", "Der Teil der Datei ist leer.");
      const declared = req.headers.get(CHUNK_HASH_HEADER);
      return receiveChunk(await documentUploads(db), user, params.id, params.index, req.body, declared && sha256Header.test(declared) ? declared : null);
    },
  }),
  route({
    method: "POST",
    path: `${UPLOADS}/:id/complete`,
    access: "documents",
    params: idParams,
    notFound: "Der Upload",
    handle: async ({ db, user, params, deliverAfterResponse }) => {
      const deliveries: string[] = [];
      const completed = await completeUpload(await documentUploads(db), user, params.id, (tx, event) => afterDocumentUpload(tx, event, deliveries));
      deliverAfterResponse(deliveries);
      return created(completed);
    },
  }),
  route({
    method: "DELETE",
    path: `${UPLOADS}/:id`,
    access: "documents",
    params: idParams,
    notFound: "Der Upload",
    handle: async ({ db, user, params }) => (await documentUploads(db)).cancel(params.id, user.id),
  }),
];
