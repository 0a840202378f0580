/**
 * What the sync service needs from storage. Postgres implements it in production; the in-memory
 * store implements the same contract for unit tests and the in-process benchmark.
 *
 * Every document has a head: a counter that each write (an update row or a presence change) bumps.
 * Writes to one document are serialised, so a reader that sees head H sees every row up to H; that
 * is what lets a client's cursor (the head it last saw) say exactly what it is missing.
 */

export interface StoredUpdate {
  seq: number;
  update: Uint8Array;
  /** The session that sent it; null for rows the server wrote (compaction, restore). */
  sessionId: string | null;
  createdAt: number;
}

export interface PresenceEntry {
  sessionId: string;
  userId: string;
  clientId: number;
  /** The latest awareness update of this session, already stamped with the server's identity. */
  awareness: Uint8Array;
  /** Head value when the awareness last changed. */
  seq: number;
  /** Last time this session polled (ms since epoch). */
  seenAt: number;
  /** False once the session said goodbye (its last awareness clears its state). */
  active: boolean;
}

export interface SessionRef {
  sessionId: string;
  userId: string;
  clientId: number;
}

/** A stamped awareness update and its Yjs clock (which grows with every change of that client's state). */
export interface StampedAwareness {
  update: Uint8Array;
  clock: number;
}

export interface WriteInput extends SessionRef {
  updates: Uint8Array[];
  /**
   * A changed awareness state to store and relay, or null to leave it as it is. One older than the
   * stored one (a poll that was still on its way when the page said goodbye) changes nothing: the
   * goodbye stays, and the session stays inactive.
   */
  awareness: StampedAwareness | null;
  /** The session closes: mark it inactive (its awareness, if given, tells the others). */
  leave: boolean;
  now: number;
}

export interface ReadSinceInput {
  cursor: number;
  excludeSessionId: string;
  /** Presence entries not seen since this instant are left out. */
  presenceSeenAfter: number;
}

export interface ReadSinceResult {
  head: number;
  updates: StoredUpdate[];
  presence: PresenceEntry[];
}

export interface DocumentStats {
  head: number;
  rows: number;
  bytes: number;
}

export interface ReplaceInput {
  /** Rows with seq <= upToSeq are replaced by one row with seq = upToSeq holding `merged`. */
  upToSeq: number;
  /** How many rows the caller merged; the replacement is skipped if the table disagrees (a concurrent compaction). */
  expectedRows: number;
  merged: Uint8Array;
}

export interface UpdateStore {
  /** Appends the updates (one row each) and the presence change atomically; returns the new head. */
  write(docId: string, input: WriteInput): Promise<{ head: number }>;
  /** Records that a session is still there, without bumping the head (a quiet poll). */
  touch(docId: string, session: SessionRef, now: number): Promise<void>;
  /** The head, the update rows after the cursor (other sessions' only) and changed presence. */
  readSince(docId: string, input: ReadSinceInput): Promise<ReadSinceResult>;
  /** Every update row, oldest first, with the head at the time of reading. */
  readAll(docId: string): Promise<{ head: number; updates: StoredUpdate[] }>;
  /** Replaces a prefix of the update rows by their merge; false when it lost a race. */
  replacePrefix(docId: string, input: ReplaceInput): Promise<boolean>;
  /** Appends an update the server made itself (a restore): bumps the head like any write. */
  appendServerUpdate(docId: string, update: Uint8Array, now: number): Promise<{ head: number }>;
  stats(docId: string): Promise<DocumentStats>;
  /** Active presence entries seen after the instant, for "who is in it now". */
  presence(docId: string, seenAfter: number): Promise<PresenceEntry[]>;
}
