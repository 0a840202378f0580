/**
 * The upload store in Postgres (tables of 0140). Its transaction handle is a drizzle database, so
 * a commit creates the document rows in the transaction that consumes the upload session.
 */
import { and, asc, count, eq, gt, lte, sql } from "drizzle-orm";
import type { ContentRef } from "#platform/storage/content-store.ts";
import type { Db } from "#platform/db/client.ts";
import { fileTypeById } from "../domain/file-types.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { documentChunks, documentFileChunks, documentFiles, documentUploadChunks, documentUploadSessions } from "./tables.ts";
import type { ReceivedChunk, StoredFile, UploadSession, UploadStore } from "./upload-store.ts";

/** Chunks deleted per transaction by the sweep (each is one storage delete while locked). */
const COLLECT_BATCH = 50;

export class PostgresUploadStore implements UploadStore<Db> {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async createSession(session: UploadSession): Promise<void> {
    await this.#db.insert(documentUploadSessions).values({
      id: session.id,
      ownerId: session.ownerId,
      fileName: session.fileName,
      size: session.size,
      chunkBytes: session.chunkBytes,
      expectedSha256: session.expectedSha256,
      target: session.target,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
    });
  }

  async findSession(id: string): Promise<UploadSession | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.#db.select().from(documentUploadSessions).where(eq(documentUploadSessions.id, id));
    return row ? { ...row, target: row.target as unknown } : null;
  }

  async countOpenSessions(ownerId: string, now: Date): Promise<number> {
    const [row] = await this.#db
      .select({ n: count() })
      .from(documentUploadSessions)
      .where(and(eq(documentUploadSessions.ownerId, ownerId), gt(documentUploadSessions.expiresAt, now)));
    return row?.n ?? 0;
  }

  async touchChunk(chunk: ContentRef, at: Date): Promise<void> {
    // Waits while a sweep holds the row (collectChunks), then re-creates it: the bytes written
    // right after this are then never deleted by that sweep.
    await this.#db
      .insert(documentChunks)
      .values({ sha256: chunk.sha256, size: chunk.size, touchedAt: at })
      .onConflictDoUpdate({ target: documentChunks.sha256, set: { touchedAt: sql`greatest(${documentChunks.touchedAt}, excluded.touched_at)` } });
  }

  async recordChunk(sessionId: string, chunk: ReceivedChunk): Promise<void> {
    await this.#db
      .insert(documentUploadChunks)
      .values({ sessionId, chunkIndex: chunk.index, chunkSha256: chunk.sha256, size: chunk.size })
      .onConflictDoUpdate({
        target: [documentUploadChunks.sessionId, documentUploadChunks.chunkIndex],
        set: { chunkSha256: chunk.sha256, size: chunk.size },
      });
  }

  async forgetChunk(sessionId: string, index: number): Promise<void> {
    await this.#db.delete(documentUploadChunks).where(and(eq(documentUploadChunks.sessionId, sessionId), eq(documentUploadChunks.chunkIndex, index)));
  }

  async listChunks(sessionId: string): Promise<ReceivedChunk[]> {
    return this.#db
      .select({ index: documentUploadChunks.chunkIndex, sha256: documentUploadChunks.chunkSha256, size: documentUploadChunks.size })
      .from(documentUploadChunks)
      .where(eq(documentUploadChunks.sessionId, sessionId))
      .orderBy(asc(documentUploadChunks.chunkIndex));
  }

  async commitSession<T>(sessionId: string, file: StoredFile, then: (tx: Db) => Promise<T>): Promise<{ value: T } | undefined> {
    return this.#db.transaction(async (tx) => {
      // Whoever deletes the session commits it; a concurrent second commit waits here and finds
      // nothing once the first has committed.
      const consumed = await tx.delete(documentUploadSessions).where(eq(documentUploadSessions.id, sessionId)).returning({ id: documentUploadSessions.id });
      if (!consumed.length) return undefined;
      await recordFile(tx as unknown as Db, file);
      return { value: await then(tx as unknown as Db) };
    });
  }

  async deleteSession(id: string): Promise<void> {
    if (!isUuid(id)) return;
    await this.#db.delete(documentUploadSessions).where(eq(documentUploadSessions.id, id));
  }

  async expiredSessionIds(now: Date, limit: number): Promise<string[]> {
    const rows = await this.#db
      .select({ id: documentUploadSessions.id })
      .from(documentUploadSessions)
      .where(lte(documentUploadSessions.expiresAt, now))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  async collectChunks(cutoff: Date, limit: number, remove: (sha256: string) => Promise<void>): Promise<number> {
    let removed = 0;
    while (removed < limit) {
      const batch = Math.min(COLLECT_BATCH, limit - removed);
      const done = await this.#db.transaction(async (tx) => {
        // Locked rows stay locked while their bytes are deleted: a concurrent touchChunk of the
        // same hash waits, and a chunk touched meanwhile no longer matches (re-checked on lock).
        const rows = rowsOf<{ sha256: string }>(
          await tx.execute(sql`
            SELECT c.sha256 FROM document_chunks c
            WHERE c.touched_at < ${cutoff.toISOString()}::timestamptz
              AND NOT EXISTS (SELECT 1 FROM document_file_chunks f WHERE f.chunk_sha256 = c.sha256)
              AND NOT EXISTS (SELECT 1 FROM document_upload_chunks u WHERE u.chunk_sha256 = c.sha256)
            ORDER BY c.touched_at
            LIMIT ${batch}
            FOR UPDATE SKIP LOCKED`),
        );
        for (const { sha256 } of rows) {
          await remove(sha256);
          await tx.delete(documentChunks).where(eq(documentChunks.sha256, sha256));
        }
        return rows.length;
      });
      removed += done;
      if (done < batch) break;
    }
    return removed;
  }

  async untrackedChunks(hashes: string[]): Promise<string[]> {
    if (!hashes.length) return [];
    const rows = rowsOf<{ sha256: string }>(
      await this.#db.execute(sql`
        SELECT h.sha256 FROM unnest(ARRAY[${sql.join(
          hashes.map((hash) => sql`${hash}`),
          sql`, `,
        )}]::text[]) AS h(sha256)
        WHERE NOT EXISTS (SELECT 1 FROM document_chunks c WHERE c.sha256 = h.sha256)`),
    );
    return rows.map((row) => row.sha256);
  }
}

/** Records a stored file and its chunk list (once per content), in the caller's transaction. */
export async function recordFile(tx: Db, file: StoredFile): Promise<void> {
  const inserted = await tx
    .insert(documentFiles)
    // Files without a text source (images, Office) are never searched by content.
    .values({
      sha256: file.sha256,
      size: file.size,
      typeId: file.typeId,
      mediaType: file.mediaType,
      textStatus: fileTypeById(file.typeId)?.textSource ? "pending" : "none",
    })
    .onConflictDoNothing()
    .returning({ sha256: documentFiles.sha256 });
  if (!inserted.length) return;
  await tx
    .insert(documentFileChunks)
    .values(file.chunks.map((chunk, position) => ({ fileSha256: file.sha256, position, chunkSha256: chunk.sha256, size: chunk.size })));
}

/** The stored file of a hash with its chunks in order, or null. */
export async function loadFile(db: Db, sha256: string): Promise<StoredFile | null> {
  const [file] = await db.select().from(documentFiles).where(eq(documentFiles.sha256, sha256));
  if (!file) return null;
  const chunks = await db
    .select({ sha256: documentFileChunks.chunkSha256, size: documentFileChunks.size })
    .from(documentFileChunks)
    .where(eq(documentFileChunks.fileSha256, sha256))
    .orderBy(asc(documentFileChunks.position));
  return { sha256: file.sha256, size: file.size, typeId: file.typeId, mediaType: file.mediaType, chunks };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(value: string): boolean {
  return UUID.test(value);
}
