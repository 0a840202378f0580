/**
 * Turns a stored file into a document version, inside the caller's transaction: a new document
 * when its name is new in the folder, else the next version of the document of that name (ADR 121).
 * Used by uploads (in the transaction that consumes the upload session) and by other modules'
 * generated files.
 */
import { and, eq, isNull, max, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { fileNameKey, sanitizeFileName } from "../domain/file-names.ts";
import { recordFile } from "./postgres-upload-store.ts";
import { refreshSearchVector } from "./search-vector.ts";
import { documents, documentVersions } from "./tables.ts";
import type { StoredFile } from "./upload-store.ts";

export interface RecordVersionInput {
  folderId: string;
  fileName: string;
  file: StoredFile;
  actorId: string | null;
  label?: string | null;
}

export interface RecordedVersion {
  documentId: string;
  /** The document's name (an existing document keeps its own spelling). */
  name: string;
  number: number;
  created: boolean;
}

export async function recordVersion(tx: Db, input: RecordVersionInput): Promise<RecordedVersion> {
  const name = sanitizeFileName(input.fileName);
  const nameKey = fileNameKey(name);
  const { file, actorId } = input;
  await recordFile(tx, file);

  // A new name: the insert wins. An existing one (or one inserted concurrently): no row, and the
  // document is locked below so that simultaneous uploads number their versions one after another.
  const inserted = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO documents (folder_id, name, name_key, file_sha256, size, type_id, created_by, updated_by)
      VALUES (${input.folderId}, ${name}, ${nameKey}, ${file.sha256}, ${file.size}, ${file.typeId}, ${actorId}, ${actorId})
      ON CONFLICT (folder_id, name_key) WHERE deleted_at IS NULL DO NOTHING
      RETURNING id`),
  );
  if (inserted[0]) {
    await tx.insert(documentVersions).values(versionRow(inserted[0].id, 1, name, input));
    await refreshSearchVector(tx, inserted[0].id);
    return { documentId: inserted[0].id, name, number: 1, created: true };
  }

  const [existing] = await tx
    .select({ id: documents.id, name: documents.name })
    .from(documents)
    .where(and(eq(documents.folderId, input.folderId), eq(documents.nameKey, nameKey), isNull(documents.deletedAt)))
    .for("update");
  if (!existing) throw new Error(`Document ${nameKey} vanished while adding a version`);
  const [latest] = await tx
    .select({ number: max(documentVersions.number) })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, existing.id));
  const number = (latest?.number ?? 0) + 1;
  await tx.insert(documentVersions).values(versionRow(existing.id, number, name, input));
  await tx
    .update(documents)
    .set({
      currentVersion: number,
      fileSha256: file.sha256,
      size: file.size,
      typeId: file.typeId,
      updatedBy: actorId,
      updatedAt: new Date(),
      version: sql`${documents.version} + 1`,
    })
    .where(eq(documents.id, existing.id));
  await refreshSearchVector(tx, existing.id);
  return { documentId: existing.id, name: existing.name, number, created: false };
}

function versionRow(documentId: string, number: number, fileName: string, input: RecordVersionInput) {
  return {
    documentId,
    number,
    fileSha256: input.file.sha256,
    fileName,
    size: input.file.size,
    typeId: input.file.typeId,
    label: input.label ?? null,
    createdBy: input.actorId,
  };
}
