/**
 * The documents part of the daily retention job: documents in the trash for more than 30 days
 * are deleted with their versions, then files no document or version references any more, then
 * (ADR 120) expired uploads and chunks nothing references.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { TRASH_DAYS } from "../schema/document.ts";
import type { UploadService } from "./upload-service.ts";

/** A file recorded this recently may belong to a commit still in flight; it waits a day. */
const FILE_GRACE_MS = 24 * 3600_000;

export interface DocumentsRetentionResult {
  purgedDocuments: number;
  purgedFiles: number;
  expiredUploads: number;
  /** Bytes in storage without a record (a rolled-back generated file), now collectable. */
  adoptedChunks: number;
  deletedChunks: number;
}

export async function applyDocumentsRetention(db: Db, uploads: UploadService<Db>, now = new Date()): Promise<DocumentsRetentionResult> {
  const trashCutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 3600_000);
  const purged = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = rowsOf<{ id: string; name: string; folder_id: string }>(
      await tx.execute(sql`DELETE FROM documents WHERE deleted_at < ${trashCutoff.toISOString()}::timestamptz RETURNING id, name, folder_id`),
    );
    for (const row of rows) {
      await recordAudit(tx, {
        actorUserId: null,
        action: "document.purged",
        entityType: "document",
        entityId: row.id,
        before: { name: row.name, folderId: row.folder_id },
        reason: `${TRASH_DAYS} Tage im Papierkorb`,
      });
    }
    return rows.length;
  });
  const fileCutoff = new Date(now.getTime() - FILE_GRACE_MS);
  const files = rowsOf<{ sha256: string }>(
    await db.execute(sql`
      DELETE FROM document_files f
      WHERE f.created_at < ${fileCutoff.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.file_sha256 = f.sha256)
        AND NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.file_sha256 = f.sha256)
      RETURNING f.sha256`),
  );
  const swept = await uploads.sweep(5_000, now);
  return { purgedDocuments: purged, purgedFiles: files.length, expiredUploads: swept.sessions, adoptedChunks: swept.adopted, deletedChunks: swept.chunks };
}
