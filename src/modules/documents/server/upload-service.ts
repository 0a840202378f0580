/**
 * Chunked, resumable uploads over the content store, free of HTTP and SQL (ADR 120):
 *
 *   begin     -> an upload session (nothing visible anywhere yet)
 *   putChunk  -> one chunk per request, hashed and stored content-addressed; any order, repeatable
 *   complete  -> re-reads the chunks one at a time to hash the whole file and judge its type, then
 *                consumes the session and creates the caller's rows in one transaction
 *
 * A request holds at most one chunk in memory. An interrupted upload leaves a session and chunks
 * that nobody can see; `sweep` removes expired sessions and chunks no file references.
 */
import { createHash, randomUUID } from "node:crypto";
import { ContentCorruptedError, isSha256Hex, sha256Hex, type ContentRef, type ContentStore } from "#platform/storage/content-store.ts";
import { sanitizeFileName } from "../domain/file-names.ts";
import { judgeFileType, type AllowedFileType } from "../domain/file-types.ts";
import { TextSniffer } from "../domain/text-sniffer.ts";
import { CHUNK_BYTES, MAX_FILE_BYTES, MAX_OPEN_UPLOADS_PER_USER, UPLOAD_SESSION_TTL_MS, chunkCountOf, expectedChunkSize } from "../domain/upload-limits.ts";
import { readBodyExactly } from "./read-body.ts";
import { UploadError, uploadMessages } from "./upload-errors.ts";
import type { ReceivedChunk, StoredFile, UploadSession, UploadStore } from "./upload-store.ts";

/** Chunks are kept this much longer than a session may live before a sweep may collect them. */
export const CHUNK_GRACE_MS = 60 * 60 * 1000;
/** Stored hashes checked against the chunk records per query while adopting untracked bytes. */
const ADOPT_BATCH = 500;

/** The first hex digit of the stored hashes a sweep on this (UTC) day checks for untracked bytes. */
export function adoptionSliceOf(now: Date): string {
  return (Math.floor(now.getTime() / 86_400_000) % 16).toString(16);
}

export interface UploadServiceOptions<Tx> {
  content: ContentStore;
  store: UploadStore<Tx>;
  now?: () => Date;
  newId?: () => string;
  chunkBytes?: number;
  maxFileBytes?: number;
}

export interface BeginUpload<Target> {
  ownerId: string;
  fileName: string;
  size: number;
  sha256?: string | null;
  target: Target;
}

export interface CompletedUpload<Target> {
  file: StoredFile;
  /** The name to store: sanitised, with the detected extension added when it had none. */
  fileName: string;
  type: AllowedFileType;
  session: UploadSession<Target>;
}

export type ChunkBody = Uint8Array | ReadableStream<Uint8Array>;

export class UploadService<Tx = unknown> {
  readonly content: ContentStore;
  readonly store: UploadStore<Tx>;
  readonly chunkBytes: number;
  readonly maxFileBytes: number;
  readonly #now: () => Date;
  readonly #newId: () => string;

  constructor(options: UploadServiceOptions<Tx>) {
    this.content = options.content;
    this.store = options.store;
    this.chunkBytes = options.chunkBytes ?? CHUNK_BYTES;
    this.maxFileBytes = options.maxFileBytes ?? MAX_FILE_BYTES;
    this.#now = options.now ?? (() => new Date());
    this.#newId = options.newId ?? randomUUID;
  }

  async begin<Target>(input: BeginUpload<Target>): Promise<UploadSession<Target>> {
    const fileName = sanitizeFileName(input.fileName);
    if (!Number.isSafeInteger(input.size) || input.size <= 0) throw new UploadError("empty", uploadMessages.empty(fileName));
    if (input.size > this.maxFileBytes) throw new UploadError("too_large", uploadMessages.tooLarge(fileName));
    const now = this.#now();
    if ((await this.store.countOpenSessions(input.ownerId, now)) >= MAX_OPEN_UPLOADS_PER_USER) {
      throw new UploadError("too_many_uploads", uploadMessages.tooManyUploads);
    }
    const expectedSha256 = input.sha256 ? input.sha256.toLowerCase() : null;
    if (expectedSha256 !== null && !isSha256Hex(expectedSha256)) throw new UploadError("bad_chunk", uploadMessages.badChunk);
    const session: UploadSession<Target> = {
      id: this.#newId(),
      ownerId: input.ownerId,
      fileName,
      size: input.size,
      chunkBytes: this.chunkBytes,
      expectedSha256,
      target: input.target,
      createdAt: now,
      expiresAt: new Date(now.getTime() + UPLOAD_SESSION_TTL_MS),
    };
    await this.store.createSession(session);
    return session;
  }

  /** The session of `ownerId` (others' sessions do not exist for them) and what arrived so far. */
  async status<Target>(sessionId: string, ownerId: string): Promise<{ session: UploadSession<Target>; received: number[] }> {
    const session = await this.#openSession<Target>(sessionId, ownerId);
    const received = (await this.store.listChunks(session.id)).map((chunk) => chunk.index);
    return { session, received };
  }

  /**
   * Stores chunk `index`. The body is read into one buffer of exactly the expected size (more or
   * fewer bytes are refused). The first chunk is type-checked before anything is stored, so a
   * refused file costs one request and leaves nothing behind.
   */
  async putChunk(sessionId: string, ownerId: string, index: number, body: ChunkBody, declaredSha256?: string | null): Promise<ReceivedChunk> {
    const session = await this.#openSession(sessionId, ownerId);
    const count = chunkCountOf(session.size, session.chunkBytes);
    if (!Number.isInteger(index) || index < 0 || index >= count) throw new UploadError("bad_chunk", uploadMessages.badChunk);
    const bytes = await readBodyExactly(body, expectedChunkSize(index, session.size, session.chunkBytes));
    if (!bytes) throw new UploadError("bad_chunk", uploadMessages.badChunk);
    const sha256 = sha256Hex(bytes);
    if (declaredSha256 && declaredSha256.toLowerCase() !== sha256) throw new UploadError("chunk_corrupted", uploadMessages.chunkCorrupted);

    if (index === 0) {
      const verdict = await judgeFileType(bytes, session.fileName, count === 1);
      if (!verdict.ok) {
        await this.store.deleteSession(session.id);
        throw new UploadError("type_refused", verdict.message);
      }
    }

    const chunk: ReceivedChunk = { index, sha256, size: bytes.length };
    await this.store.touchChunk(chunk, this.#now());
    await this.content.put(bytes);
    await this.store.recordChunk(session.id, chunk);
    return chunk;
  }

  /**
   * Verifies the upload and hands the stored file to `then`, which runs inside the transaction
   * that consumes the session: the document appears exactly when the session disappears.
   */
  async complete<Target, T>(sessionId: string, ownerId: string, then: (upload: CompletedUpload<Target>, tx: Tx) => Promise<T>): Promise<T> {
    const session = await this.#openSession<Target>(sessionId, ownerId);
    const chunks = await this.store.listChunks(session.id);
    const count = chunkCountOf(session.size, session.chunkBytes);
    const missing = missingIndexes(chunks, count, session);
    if (missing.length) {
      // A simultaneous completion may have committed (and removed) the session meanwhile: then
      // this one is late, not incomplete.
      if (!(await this.store.findSession(session.id))) throw new UploadError("not_found", uploadMessages.notFound);
      throw new UploadError("incomplete", uploadMessages.incomplete(missing.length, count), missing);
    }

    const ordered = [...chunks].sort((a, b) => a.index - b.index);
    const { sha256, type, fileName, charset } = await this.#inspect(session, ordered);
    if (session.expectedSha256 && session.expectedSha256 !== sha256) {
      await this.store.deleteSession(session.id);
      throw new UploadError("file_corrupted", uploadMessages.fileCorrupted);
    }

    const file: StoredFile = {
      sha256,
      size: session.size,
      typeId: type.id,
      mediaType: charset ? `${type.mediaType}; charset=${charset}` : type.mediaType,
      chunks: ordered.map(({ sha256: hash, size }) => ({ sha256: hash, size })),
    };
    const result = await this.store.commitSession(session.id, file, (tx) => then({ file, fileName, type, session }, tx));
    if (!result) throw new UploadError("not_found", uploadMessages.notFound);
    return result.value;
  }

  async cancel(sessionId: string, ownerId: string): Promise<void> {
    const session = await this.store.findSession(sessionId);
    if (session && session.ownerId === ownerId) await this.store.deleteSession(session.id);
  }

  /**
   * Stores bytes the server produced itself (minutes, invoices) as a file: judged, chunked and
   * written like an upload. The caller records the returned file in its own transaction; until
   * then the chunks are protected by their fresh touch time.
   */
  async storeBytes(bytes: Uint8Array, fileName: string): Promise<{ file: StoredFile; fileName: string; type: AllowedFileType }> {
    const name = sanitizeFileName(fileName);
    if (bytes.length === 0) throw new UploadError("empty", uploadMessages.empty(name));
    if (bytes.length > this.maxFileBytes) throw new UploadError("too_large", uploadMessages.tooLarge(name));
    const verdict = await judgeFileType(bytes.subarray(0, this.chunkBytes), name, bytes.length <= this.chunkBytes);
    if (!verdict.ok) throw new UploadError("type_refused", verdict.message);
    const sniffer = new TextSniffer();
    const chunks: ContentRef[] = [];
    for (let at = 0; at < bytes.length; at += this.chunkBytes) {
      const part = bytes.subarray(at, at + this.chunkBytes);
      if (verdict.charset) sniffer.push(part);
      const ref = { sha256: sha256Hex(part), size: part.length };
      await this.store.touchChunk(ref, this.#now());
      await this.content.put(part);
      chunks.push(ref);
    }
    const charset = verdict.charset ? sniffer.finish() : null;
    if (verdict.charset && !charset) throw new UploadError("type_refused", `„${verdict.fileName}“ ist keine Textdatei.`);
    const mediaType = charset ? `${verdict.type.mediaType}; charset=${charset}` : verdict.type.mediaType;
    return {
      file: { sha256: sha256Hex(bytes), size: bytes.length, typeId: verdict.type.id, mediaType, chunks },
      fileName: verdict.fileName,
      type: verdict.type,
    };
  }

  /**
   * Removes expired sessions, adopts untracked bytes, then removes chunks nothing references any
   * more. `now` defaults to the service's clock (the retention job passes its run time).
   */
  async sweep(limit = 500, now = this.#now()): Promise<{ sessions: number; adopted: number; chunks: number }> {
    const expired = await this.store.expiredSessionIds(now, limit);
    for (const id of expired) await this.store.deleteSession(id);
    const adopted = await this.#adoptUntracked(now);
    const cutoff = new Date(now.getTime() - UPLOAD_SESSION_TTL_MS - CHUNK_GRACE_MS);
    const chunks = await this.store.collectChunks(cutoff, limit, (sha256) => this.content.delete(sha256));
    return { sessions: expired.length, adopted, chunks };
  }

  /**
   * Bytes in storage without a chunk record (a `storeBytes` whose caller's transaction rolled
   * back: the record went with the transaction, the bytes did not) get a record touched now. They
   * are then ordinary unreferenced chunks, collected after the grace time by a later sweep, under
   * the same locking as every other chunk (a concurrent write of the same bytes keeps them).
   * Each run lists one sixteenth of the storage (`adoptionSliceOf`), so the work stays bounded
   * in a scheduled function; every stored chunk is checked once in 16 days.
   */
  async #adoptUntracked(now: Date): Promise<number> {
    let adopted = 0;
    let batch: string[] = [];
    const adopt = async () => {
      for (const sha256 of await this.store.untrackedChunks(batch)) {
        let bytes: Uint8Array | null;
        try {
          bytes = await this.content.get(sha256);
        } catch (error) {
          if (!(error instanceof ContentCorruptedError)) throw error;
          bytes = null;
        }
        // Damaged: left alone (deleting could race a writer putting the good bytes right now).
        if (!bytes?.length) continue;
        await this.store.touchChunk({ sha256, size: bytes.length }, now);
        adopted += 1;
      }
      batch = [];
    };
    const slice = adoptionSliceOf(now);
    // Keys are "<prefix>/<first two hex digits>/<sha256>" (ContentStore), so this prefix lists
    // exactly the hashes that start with the slice's digit.
    for await (const key of this.content.objects.list(`${this.content.prefix}/${slice}`)) {
      const sha256 = key.slice(key.lastIndexOf("/") + 1);
      if (!isSha256Hex(sha256) || !sha256.startsWith(slice)) continue;
      batch.push(sha256);
      if (batch.length >= ADOPT_BATCH) await adopt();
    }
    if (batch.length) await adopt();
    return adopted;
  }

  async #openSession<Target>(sessionId: string, ownerId: string): Promise<UploadSession<Target>> {
    const session = await this.store.findSession(sessionId);
    if (!session || session.ownerId !== ownerId || session.expiresAt <= this.#now()) {
      throw new UploadError("not_found", uploadMessages.notFound);
    }
    return session as UploadSession<Target>;
  }

  /** One pass over the stored chunks, one chunk in memory at a time: hash, type, text check. */
  async #inspect(session: UploadSession, chunks: ReceivedChunk[]) {
    const hash = createHash("sha256");
    const sniffer = new TextSniffer();
    let verdict: Extract<Awaited<ReturnType<typeof judgeFileType>>, { ok: true }> | undefined;
    for (const chunk of chunks) {
      let bytes: Uint8Array | null;
      try {
        bytes = await this.content.get(chunk.sha256);
      } catch (error) {
        if (!(error instanceof ContentCorruptedError)) throw error;
        bytes = null;
      }
      if (!bytes) {
        // Lost or damaged in storage: forget it so the client sends that chunk again.
        await this.store.forgetChunk(session.id, chunk.index);
        throw new UploadError("incomplete", uploadMessages.incomplete(1, chunkCountOf(session.size, session.chunkBytes)), [chunk.index]);
      }
      if (!verdict) {
        const judged = await judgeFileType(bytes, session.fileName, chunks.length === 1);
        if (!judged.ok) {
          await this.store.deleteSession(session.id);
          throw new UploadError("type_refused", judged.message);
        }
        verdict = judged;
      }
      hash.update(bytes);
      if (verdict.charset) sniffer.push(bytes);
    }
    if (!verdict) throw new Error("An upload without chunks cannot be inspected");
    let charset = verdict.charset;
    if (charset) {
      charset = sniffer.finish();
      if (!charset) {
        await this.store.deleteSession(session.id);
        throw new UploadError("type_refused", `„${verdict.fileName}“ ist keine Textdatei: Sie enthält Binärdaten.`);
      }
    }
    return { sha256: hash.digest("hex"), type: verdict.type, fileName: verdict.fileName, charset };
  }
}

function missingIndexes(chunks: ReceivedChunk[], count: number, session: UploadSession): number[] {
  const sizes = new Map(chunks.map((chunk) => [chunk.index, chunk.size]));
  const missing: number[] = [];
  for (let index = 0; index < count; index++) {
    if (sizes.get(index) !== expectedChunkSize(index, session.size, session.chunkBytes)) missing.push(index);
  }
  return missing;
}
