/**
 * The upload endpoints' work: begin in a folder the person may write, receive chunks, complete
 * into a document version with its activity entry, the text extraction job and the watchers'
 * notification, all in the transaction that consumes the upload session.
 */
import type { Db } from "#platform/db/client.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import type { Role } from "#shared/roles.ts";
import type { UploadBegin, UploadSessionInfo } from "../schema/upload.ts";
import { chunkCountOf } from "../domain/upload-limits.ts";
import { folderFor } from "./folder-access.ts";
import { recordVersion, type RecordedVersion } from "./record-version.ts";
import type { ChunkBody, UploadService } from "./upload-service.ts";
import type { UploadSession } from "./upload-store.ts";

export interface UploadTarget {
  folderId: string;
  label: string | null;
}

export interface Uploader {
  id: string;
  roles: readonly Role[];
}

/** What else happens in the commit transaction (text extraction job, watchers' notification). */
export type AfterUpload = (
  tx: Db,
  event: { version: RecordedVersion; folderId: string; actorId: string; fileSha256: string; needsText: boolean },
) => Promise<void>;

export interface CompletedDocumentUpload extends RecordedVersion {
  folderId: string;
}

function sessionInfo(session: UploadSession<UploadTarget>, received: number[]): UploadSessionInfo {
  return {
    id: session.id,
    fileName: session.fileName,
    chunkBytes: session.chunkBytes,
    chunkCount: chunkCountOf(session.size, session.chunkBytes),
    received,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export async function beginUpload(db: Db, uploads: UploadService<Db>, user: Uploader, input: UploadBegin): Promise<UploadSessionInfo> {
  const folder = await folderFor(db, input.folderId, user.roles, "write");
  const session = await uploads.begin<UploadTarget>({
    ownerId: user.id,
    fileName: input.fileName,
    size: input.size,
    sha256: input.sha256 ?? null,
    target: { folderId: folder.id, label: input.label || null },
  });
  return sessionInfo(session, []);
}

export async function uploadStatus(uploads: UploadService<Db>, user: Uploader, sessionId: string): Promise<UploadSessionInfo> {
  const { session, received } = await uploads.status<UploadTarget>(sessionId, user.id);
  return sessionInfo(session, received);
}

export async function receiveChunk(uploads: UploadService<Db>, user: Uploader, sessionId: string, index: number, body: ChunkBody, sha256: string | null) {
  const chunk = await uploads.putChunk(sessionId, user.id, index, body, sha256);
  return { index: chunk.index, size: chunk.size, sha256: chunk.sha256 };
}

export async function completeUpload(uploads: UploadService<Db>, user: Uploader, sessionId: string, after: AfterUpload): Promise<CompletedDocumentUpload> {
  return uploads.complete<UploadTarget, CompletedDocumentUpload>(sessionId, user.id, async ({ file, fileName, type, session }, tx) => {
    // Access is checked again at the moment the document appears: roles or the folder may have
    // changed during a long upload.
    const folder = await folderFor(tx, session.target.folderId, user.roles, "write");
    const version = await recordVersion(tx, { folderId: folder.id, fileName, file, actorId: user.id, label: session.target.label });
    await recordActivity(tx, {
      userId: user.id,
      type: "document_uploaded",
      description: version.created
        ? `Dokument „${version.name}“ in „${folder.name}“ hochgeladen`
        : `Version ${version.number} von „${version.name}“ in „${folder.name}“ hochgeladen`,
      metadata: { documentId: version.documentId, folderId: folder.id, version: version.number, size: file.size },
    });
    await after(tx, { version, folderId: folder.id, actorId: user.id, fileSha256: file.sha256, needsText: type.textSource !== null });
    return { ...version, folderId: folder.id };
  });
}
