/**
 * The collaborative notes endpoints. Reaching the module needs a session ("collab" in the access
 * registry); which documents a caller may open, edit or manage is the documents' own data
 * (read roles, archive, creator), decided in core/document-access.ts.
 */
import { z } from "zod";
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { uuid } from "../../../platform/http/params.ts";
import { DOC_KEY_PATTERN } from "../core/document-key.ts";
import { MAX_REQUEST_BODY_BYTES } from "../core/limits.ts";
import { createDocumentSchema, documentListQuerySchema, freezeMinutesSchema, snapshotLabelSchema, updateDocumentSchema } from "../schema/documents.ts";
import { syncRequestSchema } from "../schema/sync.ts";
import { exportSource, markdownExport } from "./export.ts";
import { fileMinutes } from "./file-minutes.ts";
import { pdfExport } from "./pdf-export.ts";
import { getDocumentDetail } from "./get-document.ts";
import { documentSnapshots, nameSnapshot, restoreDocumentSnapshot, viewSnapshot } from "./history-endpoints.ts";
import { listDocuments } from "./list-documents.ts";
import { createDocument, updateDocument } from "./save-document.ts";
import { syncDocument } from "./sync-endpoint.ts";

const DOCS = "/api/collab/docs";
const docParams = z.object({ docKey: z.string().regex(DOC_KEY_PATTERN) });
const snapshotParams = docParams.extend({ snapshotId: uuid });
const exportQuery = z.strictObject({ format: z.enum(["md", "pdf"], { error: "Format muss md oder pdf sein" }).default("md"), snapshot: uuid.optional() });
const NOT_FOUND = "Das Notizdokument";

export const collabRoutes = [
  route({ method: "GET", path: DOCS, access: "collab", query: documentListQuerySchema, summary: "list notes documents the caller may open", handle: ({ db, user, query }) => listDocuments(db, user, query) }),
  route({ method: "POST", path: DOCS, access: "collab", body: createDocumentSchema, summary: "create a notes document", handle: async ({ db, user, body }) => created(await createDocument(db, user, body)) }),
  route({ method: "GET", path: `${DOCS}/:docKey`, access: "collab", params: docParams, notFound: NOT_FOUND, summary: "one notes document", handle: ({ db, user, params }) => getDocumentDetail(db, user, params.docKey) }),
  route({ method: "PUT", path: `${DOCS}/:docKey`, access: "collab", params: docParams, notFound: NOT_FOUND, body: updateDocumentSchema, summary: "rename, limit or archive a notes document", handle: ({ db, user, params, body }) => updateDocument(db, user, params.docKey, body) }),
  route({
    method: "POST",
    path: `${DOCS}/:docKey/sync`,
    access: "collab",
    params: docParams,
    notFound: NOT_FOUND,
    body: syncRequestSchema,
    maxBodyBytes: MAX_REQUEST_BODY_BYTES,
    summary: "one sync poll (Yjs over HTTP, ADR 140)",
    handle: ({ db, user, params, body, context }) => syncDocument({ db, user, docKey: params.docKey, request: body, context }),
  }),
  route({ method: "GET", path: `${DOCS}/:docKey/snapshots`, access: "collab", params: docParams, notFound: NOT_FOUND, summary: "the document's history", handle: ({ db, user, params }) => documentSnapshots(db, user, params.docKey) }),
  route({ method: "POST", path: `${DOCS}/:docKey/snapshots`, access: "collab", params: docParams, notFound: NOT_FOUND, body: snapshotLabelSchema, summary: "take a named snapshot", handle: async ({ db, user, params, body }) => created(await nameSnapshot(db, user, params.docKey, body.label)) }),
  route({ method: "GET", path: `${DOCS}/:docKey/snapshots/:snapshotId`, access: "collab", params: snapshotParams, notFound: "Die Version", summary: "one snapshot's content", handle: ({ db, user, params }) => viewSnapshot(db, user, params.docKey, params.snapshotId) }),
  route({ method: "POST", path: `${DOCS}/:docKey/snapshots/:snapshotId/restore`, access: "collab", params: snapshotParams, notFound: "Die Version", summary: "restore a snapshot", handle: ({ db, user, params, deliverAfterResponse }) => restoreDocumentSnapshot(db, user, params.docKey, params.snapshotId, deliverAfterResponse) }),
  route({
    method: "GET",
    path: `${DOCS}/:docKey/export`,
    access: "collab",
    cost: (query) => (query.format === "pdf" ? "pdf" : "export"),
    params: docParams,
    notFound: NOT_FOUND,
    query: exportQuery,
    summary: "download as Markdown or PDF",
    handle: async ({ db, user, params, query }) => {
      const source = await exportSource(db, user, params.docKey, query.snapshot);
      return query.format === "pdf" ? pdfExport(source) : markdownExport(source);
    },
  }),
  route({
    method: "POST",
    path: `${DOCS}/:docKey/minutes`,
    access: "collab",
    cost: "pdf",
    params: docParams,
    notFound: NOT_FOUND,
    body: freezeMinutesSchema,
    summary: "file the current state as minutes (PDF) in the documents module",
    handle: async ({ db, user, params, body, deliverAfterResponse }) => created(await fileMinutes(db, user, params.docKey, body.label, deliverAfterResponse)),
  }),
];
