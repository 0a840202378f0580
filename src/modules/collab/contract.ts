/**
 * The collaborative notes endpoints (ADR 260). Reaching the module needs a session ("collab" in the
 * access registry); which documents a caller may open, edit or manage is the documents' own data
 * (read roles, archive, creator), decided in domain/document-access.ts.
 */
import { z } from "zod";
import { itemsOf, pageOf } from "#shared/contract/answers.ts";
import { defineContract, endpoint, fileAnswer } from "#shared/contract/endpoint.ts";
import { uuid } from "#shared/contract/params.ts";
import { DOC_KEY_PATTERN } from "./domain/document-key.ts";
import {
  createDocumentSchema,
  documentDetailSchema,
  documentListQuerySchema,
  documentSummarySchema,
  freezeMinutesSchema,
  snapshotLabelSchema,
  snapshotSummarySchema,
  updateDocumentSchema,
} from "./schema/documents.ts";
import { syncRequestSchema, syncResponseSchema } from "./schema/sync.ts";

const NOT_FOUND = "Das Notizdokument";
export const docParams = z.object({ docKey: z.string().regex(DOC_KEY_PATTERN) });
export const snapshotParams = docParams.extend({ snapshotId: uuid });
export const exportQuery = z.strictObject({
  format: z.enum(["md", "pdf"], { error: "Format muss md oder pdf sein" }).default("md"),
  snapshot: uuid.optional(),
});
/** ProseMirror JSON of a snapshot (the schema's own checks run where it is rendered). */
export interface PmNodeJson {
  type: string;
  attrs?: Record<string, unknown>;
  content?: PmNodeJson[];
  text?: string;
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
}
const pmMarkSchema = z.strictObject({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() });
export const pmNodeSchema: z.ZodType<PmNodeJson> = z.lazy(() =>
  z.strictObject({
    type: z.string(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(pmNodeSchema).optional(),
    text: z.string().optional(),
    marks: z.array(pmMarkSchema).optional(),
  }),
);
const snapshotContentSchema = z.strictObject({ snapshot: snapshotSummarySchema, content: pmNodeSchema });
const filedMinutesSchema = z.strictObject({ snapshotId: uuid, documentId: uuid, link: z.string(), fileName: z.string() });

export const collabContract = defineContract("collab", {
  listDocuments: endpoint({
    method: "GET",
    path: "/api/collab/docs",
    access: "collab",
    query: documentListQuerySchema,
    response: pageOf(documentSummarySchema),
    summary: "list notes documents the caller may open",
  }),
  createDocument: endpoint({
    method: "POST",
    path: "/api/collab/docs",
    access: "collab",
    body: createDocumentSchema,
    response: documentDetailSchema,
    status: 201,
    summary: "create a notes document",
  }),
  getDocument: endpoint({
    method: "GET",
    path: "/api/collab/docs/:docKey",
    access: "collab",
    params: docParams,
    notFound: NOT_FOUND,
    response: documentDetailSchema,
    summary: "one notes document",
  }),
  updateDocument: endpoint({
    method: "PUT",
    path: "/api/collab/docs/:docKey",
    access: "collab",
    params: docParams,
    notFound: NOT_FOUND,
    body: updateDocumentSchema,
    response: documentDetailSchema,
    summary: "rename, limit or archive a notes document",
  }),
  sync: endpoint({
    method: "POST",
    path: "/api/collab/docs/:docKey/sync",
    access: "collab",
    params: docParams,
    notFound: NOT_FOUND,
    body: syncRequestSchema,
    response: syncResponseSchema,
    summary: "one sync poll (Yjs over HTTP, ADR 140); 304 when nothing changed",
  }),
  listSnapshots: endpoint({
    method: "GET",
    path: "/api/collab/docs/:docKey/snapshots",
    access: "collab",
    params: docParams,
    notFound: NOT_FOUND,
    response: itemsOf(snapshotSummarySchema),
    summary: "the document's history",
  }),
  nameSnapshot: endpoint({
    method: "POST",
    path: "/api/collab/docs/:docKey/snapshots",
    access: "collab",
    params: docParams,
    notFound: NOT_FOUND,
    body: snapshotLabelSchema,
    response: snapshotSummarySchema,
    status: 201,
    summary: "take a named snapshot",
  }),
  viewSnapshot: endpoint({
    method: "GET",
    path: "/api/collab/docs/:docKey/snapshots/:snapshotId",
    access: "collab",
    params: snapshotParams,
    notFound: "Die Version",
    response: snapshotContentSchema,
    summary: "one snapshot's content",
  }),
  restoreSnapshot: endpoint({
    method: "POST",
    path: "/api/collab/docs/:docKey/snapshots/:snapshotId/restore",
    access: "collab",
    params: snapshotParams,
    notFound: "Die Version",
    response: z.strictObject({ restored: z.literal(true) }),
    summary: "restore a snapshot",
  }),
  exportDocument: endpoint({
    method: "GET",
    path: "/api/collab/docs/:docKey/export",
    access: "collab",
    params: docParams,
    notFound: NOT_FOUND,
    query: exportQuery,
    response: fileAnswer(""),
    summary: "download as Markdown or PDF",
  }),
  fileMinutes: endpoint({
    method: "POST",
    path: "/api/collab/docs/:docKey/minutes",
    access: "collab",
    params: docParams,
    notFound: NOT_FOUND,
    body: freezeMinutesSchema,
    response: filedMinutesSchema,
    status: 201,
    summary: "file the current state as minutes (PDF) in the documents module",
  }),
});
