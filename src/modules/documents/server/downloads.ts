/**
 * Downloads and previews, authorised per request: the caller must be able to read the document's
 * folder (else 404), the bytes stream chunk by chunk, with the download headers (nosniff, a
 * sandboxing CSP, RFC 6266 name) and Range support. Downloads from folders only the board (or a
 * stricter role) may read are written to the audit trail.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import type { ContentStore } from "#platform/storage/content-store.ts";
import type { Role } from "#shared/roles.ts";
import { splitFileName } from "../domain/file-names.ts";
import { readableDocument } from "./document-queries.ts";
import { downloadHeaders } from "./download-headers.ts";
import { openFileStream } from "./file-stream.ts";
import { parseRangeHeader } from "./http-range.ts";
import { loadFile } from "./postgres-upload-store.ts";
import { documentVersions } from "./tables.ts";
import type { StoredFile } from "./upload-store.ts";

export interface ResolvedDownload {
  documentId: string;
  number: number;
  fileName: string;
  file: StoredFile;
  /** The folder is closed to ordinary members: the download is audited. */
  restricted: boolean;
}

export async function resolveDownload(db: Db, roles: readonly Role[], documentId: string, versionNumber?: number): Promise<ResolvedDownload> {
  const { document, folder } = await readableDocument(db, roles, documentId);
  const number = versionNumber ?? document.currentVersion;
  const [version] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, document.id), eq(documentVersions.number, number)));
  if (!version) throw new HttpError(404, "not_found", `Version ${number} gibt es nicht.`);
  const file = await loadFile(db, version.fileSha256);
  if (!file) throw new Error(`File ${version.fileSha256} of document ${document.id} is missing`);
  // The current version downloads under the document's name, older ones say which version they are.
  const { stem, extension } = splitFileName(document.name);
  const fileName = number === document.currentVersion ? document.name : `${stem} (Version ${number})${extension ? `.${extension}` : ""}`;
  return { documentId: document.id, number, fileName, file, restricted: folder.readRole !== "mitglied" };
}

export async function downloadResponse(
  db: Db,
  content: ContentStore,
  actorId: string,
  download: ResolvedDownload,
  request: Request,
  inline: boolean,
): Promise<Response> {
  const { file } = download;
  const range = parseRangeHeader(request.headers.get("range"), file.size);
  if (range.kind === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { "content-range": `bytes */${file.size}`, "cache-control": "private, no-store" } });
  }
  // A preview fetching further ranges of the same file is one access, audited once.
  if (download.restricted && (range.kind === "whole" || range.range.start === 0)) {
    await recordAudit(db, {
      actorUserId: actorId,
      action: inline ? "document.previewed" : "document.downloaded",
      entityType: "document",
      entityId: download.documentId,
      after: { version: download.number, sha256: file.sha256 },
    });
  }
  const partial = range.kind === "partial" ? range.range : undefined;
  const headers = downloadHeaders({ fileName: download.fileName, mediaType: file.mediaType, size: file.size, sha256: file.sha256, inline, range: partial });
  return new Response(request.method === "HEAD" ? null : openFileStream(content, file, partial), { status: partial ? 206 : 200, headers });
}
