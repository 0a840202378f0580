/** The documents route table: each endpoint of contract.ts bound to its service. */
import { HttpError } from "#platform/http/errors.ts";
import { route } from "#platform/http/router.ts";
import { documentsContract as documents } from "../contract.ts";
import { CHUNK_HASH_HEADER } from "../schema/upload.ts";
import { afterDocumentUpload } from "./after-upload.ts";
import { documentContent, documentUploads } from "./content.ts";
import { restoreFromTrash, restoreVersion, trashDocument, updateDocument } from "./document-commands.ts";
import { getDocument, listDocuments, listTrash } from "./document-queries.ts";
import { downloadResponse, resolveDownload } from "./downloads.ts";
import { createFolder, deleteFolder, listFolders, setWatching, toFolder, updateFolder } from "./folders.ts";
import { beginUpload, completeUpload, receiveChunk, uploadStatus } from "./uploads.ts";

const sha256Header = /^[0-9a-fA-F]{64}$/;

export const documentsRoutes = [
  // Folders
  route(documents.listFolders, { handle: async ({ db, user }) => ({ items: await listFolders(db, user) }) }),
  route(documents.createFolder, { handle: async ({ db, user, body }) => toFolder(await createFolder(db, user.id, body), user.roles, 0, false) }),
  route(documents.updateFolder, {
    handle: async ({ db, user, params, body }) => toFolder(await updateFolder(db, user.id, params.id, body), user.roles, 0, false),
  }),
  route(documents.deleteFolder, { handle: ({ db, user, params, query }) => deleteFolder(db, user.id, params.id, query.version) }),
  route(documents.watchFolder, { handle: ({ db, user, params, body }) => setWatching(db, user, params.id, body.watching) }),

  // Documents
  route(documents.listDocuments, { cost: (query) => (query.q ? "search" : undefined), handle: ({ db, user, query }) => listDocuments(db, user.roles, query) }),
  route(documents.listTrash, { handle: async ({ db, user }) => ({ items: await listTrash(db, user.roles) }) }),
  route(documents.getDocument, { handle: ({ db, user, params }) => getDocument(db, user.roles, params.id) }),
  route(documents.updateDocument, {
    handle: async ({ db, user, params, body }) => {
      const updated = await updateDocument(db, user, params.id, body);
      return { id: updated.id, name: updated.name, folderId: updated.folderId, version: updated.version };
    },
  }),
  route(documents.trashDocument, { handle: ({ db, user, params, query }) => trashDocument(db, user, params.id, query.version) }),
  route(documents.restoreFromTrash, { handle: ({ db, user, params }) => restoreFromTrash(db, user, params.id) }),
  route(documents.restoreVersion, {
    handle: async ({ db, user, params, body }) => {
      const updated = await restoreVersion(db, user, params.id, body.number, body.version);
      return { id: updated.id, currentVersion: updated.currentVersion, version: updated.version };
    },
  }),
  route(documents.content, {
    handle: async ({ db, user, params, query, req }) => {
      const download = await resolveDownload(db, user.roles, params.id, query.version);
      return downloadResponse(db, await documentContent(), user.id, download, req, query.inline === "1");
    },
  }),

  // Chunked upload (ADR 120)
  route(documents.beginUpload, { handle: async ({ db, user, body }) => beginUpload(db, await documentUploads(db), user, body) }),
  route(documents.uploadStatus, { handle: async ({ db, user, params }) => uploadStatus(await documentUploads(db), user, params.id) }),
  route(documents.putChunk, {
    handle: async ({ db, user, params, req }) => {
      if (!req.body) throw new HttpError(422, "bad_chunk", "Der Teil der Datei ist leer.");
      const declared = req.headers.get(CHUNK_HASH_HEADER);
      return receiveChunk(await documentUploads(db), user, params.id, params.index, req.body, declared && sha256Header.test(declared) ? declared : null);
    },
  }),
  route(documents.completeUpload, {
    handle: async ({ db, user, params, deliverAfterResponse }) => {
      const deliveries: string[] = [];
      const completed = await completeUpload(await documentUploads(db), user, params.id, (tx, event) => afterDocumentUpload(tx, event, deliveries));
      deliverAfterResponse(deliveries);
      return completed;
    },
  }),
  route(documents.cancelUpload, { handle: async ({ db, user, params }) => (await documentUploads(db)).cancel(params.id, user.id) }),
];
