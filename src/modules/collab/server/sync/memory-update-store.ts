/**
 * The UpdateStore contract held in memory: for unit tests and the in-process benchmark. Each method
 * runs to completion without awaiting, so, like the Postgres store's row lock, writes to a document
 * never interleave. Bytes are copied in and out so callers cannot alter stored rows.
 */
import type {
  DocumentStats,
  PresenceEntry,
  ReadSinceInput,
  ReadSinceResult,
  ReplaceInput,
  SessionRef,
  StoredUpdate,
  UpdateStore,
  WriteInput,
} from "./update-store.ts";

interface MemoryDocument {
  head: number;
  updates: StoredUpdate[];
  presence: Map<string, PresenceEntry>;
  /** Each session's newest awareness clock (-1 before its first). */
  clocks: Map<string, number>;
}

const copyUpdate = (row: StoredUpdate): StoredUpdate => ({ ...row, update: row.update.slice() });
const copyPresence = (entry: PresenceEntry): PresenceEntry => ({ ...entry, awareness: entry.awareness.slice() });

export class MemoryUpdateStore implements UpdateStore {
  private readonly documents = new Map<string, MemoryDocument>();

  private document(docId: string): MemoryDocument {
    let doc = this.documents.get(docId);
    if (!doc) {
      doc = { head: 0, updates: [], presence: new Map(), clocks: new Map() };
      this.documents.set(docId, doc);
    }
    return doc;
  }

  async write(docId: string, input: WriteInput): Promise<{ head: number }> {
    const doc = this.document(docId);
    for (const update of input.updates) {
      doc.head += 1;
      doc.updates.push({ seq: doc.head, update: update.slice(), sessionId: input.sessionId, createdAt: input.now });
    }
    const previous = doc.presence.get(input.sessionId);
    if (input.awareness) doc.head += 1;
    const storedClock = doc.clocks.get(input.sessionId) ?? -1;
    const newer = input.awareness !== null && input.awareness.clock > storedClock;
    if (newer) doc.clocks.set(input.sessionId, input.awareness!.clock);
    doc.presence.set(input.sessionId, {
      sessionId: input.sessionId,
      userId: input.userId,
      clientId: input.clientId,
      awareness: newer ? input.awareness!.update.slice() : (previous?.awareness ?? new Uint8Array()),
      seq: newer ? doc.head : (previous?.seq ?? 0),
      seenAt: input.now,
      // A session that left comes back only with a newer state (a page restored from the cache).
      active: !input.leave && (previous === undefined || previous.active || newer),
    });
    return { head: doc.head };
  }

  async touch(docId: string, session: SessionRef, now: number): Promise<void> {
    const entry = this.document(docId).presence.get(session.sessionId);
    if (entry) entry.seenAt = now;
    else this.document(docId).presence.set(session.sessionId, { ...session, awareness: new Uint8Array(), seq: 0, seenAt: now, active: true });
  }

  async readSince(docId: string, input: ReadSinceInput): Promise<ReadSinceResult> {
    const doc = this.document(docId);
    const updates = doc.updates.filter((row) => row.seq > input.cursor && row.sessionId !== input.excludeSessionId).map(copyUpdate);
    const presence = [...doc.presence.values()]
      .filter((entry) => entry.sessionId !== input.excludeSessionId && entry.seq > input.cursor && entry.awareness.length > 0)
      .filter((entry) => entry.seenAt > input.presenceSeenAfter)
      .map(copyPresence);
    return { head: doc.head, updates, presence };
  }

  async readAll(docId: string): Promise<{ head: number; updates: StoredUpdate[] }> {
    const doc = this.document(docId);
    return { head: doc.head, updates: doc.updates.map(copyUpdate) };
  }

  async replacePrefix(docId: string, input: ReplaceInput): Promise<boolean> {
    const doc = this.document(docId);
    const prefix = doc.updates.filter((row) => row.seq <= input.upToSeq);
    if (prefix.length !== input.expectedRows || !prefix.some((row) => row.seq === input.upToSeq)) return false;
    const createdAt = prefix[prefix.length - 1]!.createdAt;
    doc.updates = [{ seq: input.upToSeq, update: input.merged.slice(), sessionId: null, createdAt }, ...doc.updates.filter((row) => row.seq > input.upToSeq)];
    return true;
  }

  async appendServerUpdate(docId: string, update: Uint8Array, now: number): Promise<{ head: number }> {
    const doc = this.document(docId);
    doc.head += 1;
    doc.updates.push({ seq: doc.head, update: update.slice(), sessionId: null, createdAt: now });
    return { head: doc.head };
  }

  async stats(docId: string): Promise<DocumentStats> {
    const doc = this.document(docId);
    return { head: doc.head, rows: doc.updates.length, bytes: doc.updates.reduce((sum, row) => sum + row.update.length, 0) };
  }

  async presence(docId: string, seenAfter: number): Promise<PresenceEntry[]> {
    return [...this.document(docId).presence.values()].filter((entry) => entry.active && entry.seenAt > seenAfter).map(copyPresence);
  }
}
