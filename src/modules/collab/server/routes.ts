/** The collab route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { collabContract as collab } from "../contract.ts";
import { MAX_REQUEST_BODY_BYTES } from "../domain/limits.ts";
import { exportSource, markdownExport } from "./export.ts";
import { fileMinutes } from "./file-minutes.ts";
import { getDocumentDetail } from "./get-document.ts";
import { documentSnapshots, nameSnapshot, restoreDocumentSnapshot, viewSnapshot } from "./history-endpoints.ts";
import { listDocuments } from "./list-documents.ts";
import { pdfExport } from "./pdf-export.ts";
import { createDocument, updateDocument } from "./save-document.ts";
import { syncDocument } from "./sync-endpoint.ts";

export const collabRoutes = [
  route(collab.listDocuments, { handle: ({ db, user, query }) => listDocuments(db, user, query) }),
  route(collab.createDocument, { handle: ({ db, user, body }) => createDocument(db, user, body) }),
  route(collab.getDocument, { handle: ({ db, user, params }) => getDocumentDetail(db, user, params.docKey) }),
  route(collab.updateDocument, { handle: ({ db, user, params, body }) => updateDocument(db, user, params.docKey, body) }),
  route(collab.sync, {
    maxBodyBytes: MAX_REQUEST_BODY_BYTES,
    handle: ({ db, user, params, body, context }) => syncDocument({ db, user, docKey: params.docKey, request: body, context }),
  }),
  route(collab.listSnapshots, { handle: ({ db, user, params }) => documentSnapshots(db, user, params.docKey) }),
  route(collab.nameSnapshot, { handle: ({ db, user, params, body }) => nameSnapshot(db, user, params.docKey, body.label) }),
  route(collab.viewSnapshot, { handle: ({ db, user, params }) => viewSnapshot(db, user, params.docKey, params.snapshotId) }),
  route(collab.restoreSnapshot, {
    handle: ({ db, user, params, deliverAfterResponse }) => restoreDocumentSnapshot(db, user, params.docKey, params.snapshotId, deliverAfterResponse),
  }),
  route(collab.exportDocument, {
    cost: (query) => (query.format === "pdf" ? "pdf" : "export"),
    handle: async ({ db, user, params, query }) => {
      const source = await exportSource(db, user, params.docKey, query.snapshot);
      return query.format === "pdf" ? pdfExport(source) : markdownExport(source);
    },
  }),
  route(collab.fileMinutes, {
    cost: "pdf",
    handle: ({ db, user, params, body, deliverAfterResponse }) => fileMinutes(db, user, params.docKey, body.label, deliverAfterResponse),
  }),
];
