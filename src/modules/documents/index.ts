/**
 * What other modules may use of the documents module (ADR 121): store a generated file (minutes,
 * invoices, frozen notes) as a document version in a system folder with role-based read access,
 * inside your transaction; read it back; link to it.
 *
 *   const ref = await storeGeneratedDocument(tx, {
 *     folder: { key: "assembly-minutes", name: "Protokolle der Mitgliederversammlung", readRole: "mitglied" },
 *     fileName: "Protokoll MV 2026-03-12.pdf",
 *     bytes: pdfBytes,
 *     label: "Beschlossene Fassung",
 *     actorId: user.id,
 *   });
 *   // ref.documentId, ref.version, ref.link
 *
 * The same file name in the same folder becomes a new version of that document.
 */
export { documentLink, readDocumentBytes, storeGeneratedDocument } from "./server/generated-documents.ts";
export type { GeneratedDocumentInput, StoredDocumentRef } from "./server/generated-documents.ts";
export { extractTextChannel } from "./server/extract-text-channel.ts";
export { DOCUMENTS_JOBS } from "./server/jobs.ts";
export { seeder as documentsSeeder } from "./server/seed.ts";
export { findReadableDocuments, readableDocumentRef, type DocumentRef } from "./server/link-targets.ts";
export { recentDocumentsByOthers, type RecentDocument } from "./server/attention-queries.ts";
