/**
 * The upload store in memory, for unit tests of the upload service. It models what the Postgres
 * store guarantees (sessions consumed once, chunks referenced by files or open sessions are never
 * collected) without transactions: `Tx` is undefined.
 */
import type { ContentRef } from "#platform/storage/content-store.ts";
import type { ReceivedChunk, StoredFile, UploadSession, UploadStore } from "./upload-store.ts";

export class MemoryUploadStore implements UploadStore<undefined> {
  readonly sessions = new Map<string, UploadSession>();
  readonly sessionChunks = new Map<string, Map<number, ReceivedChunk>>();
  readonly chunkTouched = new Map<string, Date>();
  readonly files = new Map<string, StoredFile>();

  async createSession(session: UploadSession) {
    this.sessions.set(session.id, structuredClone(session));
    this.sessionChunks.set(session.id, new Map());
  }
  async findSession(id: string) {
    const session = this.sessions.get(id);
    return session ? structuredClone(session) : null;
  }
  async countOpenSessions(ownerId: string, now: Date) {
    return [...this.sessions.values()].filter((s) => s.ownerId === ownerId && s.expiresAt > now).length;
  }
  async touchChunk(chunk: ContentRef, at: Date) {
    this.chunkTouched.set(chunk.sha256, at);
  }
  async recordChunk(sessionId: string, chunk: ReceivedChunk) {
    this.sessionChunks.get(sessionId)?.set(chunk.index, { ...chunk });
  }
  async forgetChunk(sessionId: string, index: number) {
    this.sessionChunks.get(sessionId)?.delete(index);
  }
  async listChunks(sessionId: string) {
    return [...(this.sessionChunks.get(sessionId)?.values() ?? [])].sort((a, b) => a.index - b.index);
  }
  async commitSession<T>(sessionId: string, file: StoredFile, then: (tx: undefined) => Promise<T>) {
    const session = this.sessions.get(sessionId);
    const chunks = this.sessionChunks.get(sessionId);
    if (!session || !chunks) return undefined;
    // Consumed at once, so a concurrent commit finds nothing; put back if the caller fails, as a
    // transaction rollback would.
    this.deleteSessionNow(sessionId);
    try {
      const value = await then(undefined);
      this.files.set(file.sha256, structuredClone(file));
      return { value };
    } catch (error) {
      this.sessions.set(sessionId, session);
      this.sessionChunks.set(sessionId, chunks);
      throw error;
    }
  }
  async deleteSession(id: string) {
    this.deleteSessionNow(id);
  }
  async expiredSessionIds(now: Date, limit: number) {
    return [...this.sessions.values()]
      .filter((s) => s.expiresAt <= now)
      .slice(0, limit)
      .map((s) => s.id);
  }
  async collectChunks(cutoff: Date, limit: number, remove: (sha256: string) => Promise<void>) {
    const referenced = new Set<string>();
    for (const file of this.files.values()) for (const chunk of file.chunks) referenced.add(chunk.sha256);
    for (const chunks of this.sessionChunks.values()) for (const chunk of chunks.values()) referenced.add(chunk.sha256);
    let removed = 0;
    for (const [sha256, touched] of [...this.chunkTouched]) {
      if (removed >= limit) break;
      if (referenced.has(sha256) || touched >= cutoff) continue;
      await remove(sha256);
      this.chunkTouched.delete(sha256);
      removed += 1;
    }
    return removed;
  }
  async untrackedChunks(hashes: string[]) {
    return hashes.filter((sha256) => !this.chunkTouched.has(sha256));
  }

  /** What purging the last version of a file does in the app: the file is no longer referenced. */
  releaseFile(sha256: string) {
    this.files.delete(sha256);
  }

  private deleteSessionNow(id: string) {
    this.sessions.delete(id);
    this.sessionChunks.delete(id);
  }
}
