/**
 * What the upload service needs to remember between requests, as a small interface: Postgres in
 * the app (upload sessions, their received chunks, stored chunks with the time they were last
 * written), memory in unit tests. `Tx` is whatever the implementation's transaction handle is, so
 * a commit can create the document rows in the same transaction that consumes the session.
 */
import type { ContentRef } from "#platform/storage/content-store.ts";

export interface UploadSession<Target = unknown> {
  id: string;
  ownerId: string;
  /** Sanitised name as given; the type check may still add an extension. */
  fileName: string;
  size: number;
  chunkBytes: number;
  /** SHA-256 of the whole file as the browser computed it, checked on commit when given. */
  expectedSha256: string | null;
  /** Where the file goes once committed (folder, document); opaque to the service. */
  target: Target;
  createdAt: Date;
  expiresAt: Date;
}

export interface ReceivedChunk extends ContentRef {
  index: number;
}

/** A complete file: its bytes are the chunks in order. The unit a document version points at. */
export interface StoredFile {
  sha256: string;
  size: number;
  /** Allow-list id (file-types.ts) and the media type sent on download (with charset for text). */
  typeId: string;
  mediaType: string;
  chunks: ContentRef[];
}

export interface UploadStore<Tx = unknown> {
  createSession(session: UploadSession): Promise<void>;
  findSession(id: string): Promise<UploadSession | null>;
  countOpenSessions(ownerId: string, now: Date): Promise<number>;
  /**
   * Records that a chunk is (about to be) written now. Called before the bytes are put, so the
   * sweep never deletes a chunk that is being written or was just written.
   */
  touchChunk(chunk: ContentRef, at: Date): Promise<void>;
  /** Remembers chunk `index` of the session (replacing an earlier one with that index). */
  recordChunk(sessionId: string, chunk: ReceivedChunk): Promise<void>;
  forgetChunk(sessionId: string, index: number): Promise<void>;
  listChunks(sessionId: string): Promise<ReceivedChunk[]>;
  /**
   * In one transaction: consumes the session (failing with null if it is gone, e.g. committed by
   * a concurrent request), records the file, and runs `then` for the caller's own rows.
   * Returns undefined when the session no longer existed.
   */
  commitSession<T>(sessionId: string, file: StoredFile, then: (tx: Tx) => Promise<T>): Promise<{ value: T } | undefined>;
  /** Abandons the session (cancel, expiry); its chunks become collectable once unreferenced. */
  deleteSession(id: string): Promise<void>;
  expiredSessionIds(now: Date, limit: number): Promise<string[]>;
  /**
   * Deletes up to `limit` chunks that no file and no open session references and that were last
   * touched before `cutoff`: for each, `remove` deletes the bytes, then the record goes. An
   * implementation must keep a concurrent touchChunk of the same hash from slipping in between.
   * Returns how many were removed.
   */
  collectChunks(cutoff: Date, limit: number, remove: (sha256: string) => Promise<void>): Promise<number>;
  /**
   * The hashes among `hashes` that have no chunk record: bytes in storage nothing tracks, e.g.
   * written by `storeBytes` inside a caller's transaction that then rolled back.
   */
  untrackedChunks(hashes: string[]): Promise<string[]>;
}
