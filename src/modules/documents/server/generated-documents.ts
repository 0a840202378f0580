/**
 * Files other modules generate (assembly minutes, invoices, frozen notes) stored as document
 * versions in a system folder, inside the caller's transaction (ADR 121). The bytes go through the
 * same type check, chunking and content addressing as an upload.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import type { Role } from "#shared/roles.ts";
import { documentContent } from "./content.ts";
import { openFileStream } from "./file-stream.ts";
import { ensureSystemFolder } from "./folders.ts";
import { loadFile, PostgresUploadStore } from "./postgres-upload-store.ts";
import { recordVersion } from "./record-version.ts";
import { documentFiles, documents, documentVersions } from "./tables.ts";
import { UploadService } from "./upload-service.ts";
import { enqueue } from "#platform/outbox/enqueue.ts";
import { EXTRACT_TEXT_KIND } from "./after-upload.ts";

export interface GeneratedDocumentInput {
  /** The system folder: created on first use with this name and access, found by key afterwards. */
  folder: { key: string; name: string; readRole: Role; writeRole?: Role; description?: string };
  fileName: string;
  bytes: Uint8Array;
  /** Shown in the version list, e.g. "Beschlossene Fassung". */
  label?: string | null;
  actorId?: string | null;
}

export interface StoredDocumentRef {
  documentId: string;
  folderId: string;
  name: string;
  version: number;
  sha256: string;
  size: number;
  /** Where the document opens in the app (for notifications and links). */
  link: string;
  /**
   * Outbox deliveries the caller may try right after its commit (the text extraction for the
   * search); the scheduled beat delivers them otherwise.
   */
  deliveryIds: string[];
}

export function documentLink(documentId: string): string {
  return `/backend/documents?dokument=${encodeURIComponent(documentId)}`;
}

export async function storeGeneratedDocument(tx: Db, input: GeneratedDocumentInput): Promise<StoredDocumentRef> {
  const folder = await ensureSystemFolder(tx, {
    key: input.folder.key,
    name: input.folder.name,
    readRole: input.folder.readRole,
    writeRole: input.folder.writeRole ?? "admin",
    description: input.folder.description,
  });
  // The chunk records go into the caller's transaction (an embedded database has one connection:
  // a second one would wait for this transaction forever).
  const service = new UploadService({ content: await documentContent(), store: new PostgresUploadStore(tx) });
  const { file, fileName } = await service.storeBytes(input.bytes, input.fileName);
  const version = await recordVersion(tx, { folderId: folder.id, fileName, file, actorId: input.actorId ?? null, label: input.label ?? null });
  // The search reads the text the extraction job stores. An upload queues that job (after-upload.ts);
  // a generated file must as well, or it stays "wird gerade für die Suche ausgewertet" for ever
  // (issue 25: generated minutes were never indexed). Only while the file's text is still pending:
  // the same bytes stored before were extracted then.
  const [stored] = await tx.select({ textStatus: documentFiles.textStatus }).from(documentFiles).where(eq(documentFiles.sha256, file.sha256));
  const deliveryIds =
    stored?.textStatus === "pending"
      ? await enqueue(tx, [{ kind: EXTRACT_TEXT_KIND, target: file.sha256, payload: { sha256: file.sha256 }, reference: `document:${version.documentId}` }])
      : [];
  return {
    documentId: version.documentId,
    folderId: folder.id,
    name: version.name,
    version: version.number,
    sha256: file.sha256,
    size: file.size,
    link: documentLink(version.documentId),
    deliveryIds,
  };
}

/**
 * The bytes of a document's version (default: current), for a module that stored it and needs it
 * back (e.g. to attach an invoice to a mail). No access check: the calling module decides who
 * may receive what; people download through the documents API, which checks.
 */
export async function readDocumentBytes(
  db: Db,
  documentId: string,
  versionNumber?: number,
): Promise<{ bytes: Uint8Array; fileName: string; mediaType: string; version: number }> {
  const [document] = await db.select().from(documents).where(eq(documents.id, documentId));
  if (!document) throw new HttpError(404, "not_found", "Das Dokument wurde nicht gefunden.");
  const number = versionNumber ?? document.currentVersion;
  const [version] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.number, number)));
  if (!version) throw new HttpError(404, "not_found", `Version ${number} gibt es nicht.`);
  const file = await loadFile(db, version.fileSha256);
  if (!file) throw new Error(`File ${version.fileSha256} is missing`);
  const bytes = new Uint8Array(file.size);
  let at = 0;
  for await (const part of openFileStream(await documentContent(), file)) {
    bytes.set(part, at);
    at += part.length;
  }
  return { bytes, fileName: number === document.currentVersion ? document.name : version.fileName, mediaType: file.mediaType, version: number };
}
