/**
 * The UpdateStore on Postgres (PGlite locally, Neon in production), tables of migration 0180.
 *
 * Writers lock the document row and number their rows from its head in the same transaction, so
 * rows commit in seq order. A reader takes the head first and then only rows up to it: a writer
 * still in flight has rows above that head, and the reader gets them on its next poll.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
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

export type SqlDb = PgDatabase<PgQueryResultHKT>;
type Executor = Pick<SqlDb, "execute">;

/** A quiet poll refreshes its session's seen time at most this often (one write per 10 s, not per poll). */
const TOUCH_GRANULARITY_MS = 10_000;

function rows<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** node-postgres sends only Buffers as bytea (a bare Uint8Array would become JSON); PGlite takes both. */
const bytea = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const bytesOf = (value: Uint8Array | string): Uint8Array =>
  typeof value === "string" ? Uint8Array.from(Buffer.from(value.replace(/^\\x/, ""), "hex")) : new Uint8Array(value);
const at = (ms: number) => new Date(ms).toISOString();
const ms = (value: string | Date) => new Date(value).getTime();

interface UpdateRow {
  seq: string | number;
  data: Uint8Array | string;
  session_id: string | null;
  created_at: string | Date;
}

interface SessionRow {
  session_id: string;
  user_id: string;
  client_id: string | number;
  awareness: Uint8Array | string;
  seq: string | number;
  seen_at: string | Date;
  active: boolean;
}

const toUpdate = (row: UpdateRow): StoredUpdate => ({
  seq: Number(row.seq),
  update: bytesOf(row.data),
  sessionId: row.session_id,
  createdAt: ms(row.created_at),
});
const toPresence = (row: SessionRow): PresenceEntry => ({
  sessionId: row.session_id,
  userId: row.user_id,
  clientId: Number(row.client_id),
  awareness: bytesOf(row.awareness),
  seq: Number(row.seq),
  seenAt: ms(row.seen_at),
  active: row.active,
});

export class PostgresUpdateStore implements UpdateStore {
  private readonly db: SqlDb;

  constructor(db: SqlDb) {
    this.db = db;
  }

  private async one<T>(executor: Executor, query: SQL): Promise<T> {
    const [row] = rows<T>(await executor.execute(query));
    if (!row) throw new Error("collab document not found");
    return row;
  }

  private async lockHead(tx: Executor, docId: string): Promise<number> {
    const row = await this.one<{ head: string | number }>(tx, sql`SELECT head FROM collab_documents WHERE id = ${docId} FOR UPDATE`);
    return Number(row.head);
  }

  private async insertUpdates(tx: Executor, docId: string, firstSeq: number, updates: Uint8Array[], sessionId: string | null, now: number): Promise<void> {
    for (const [i, update] of updates.entries()) {
      await tx.execute(
        sql`INSERT INTO collab_updates (document_id, seq, data, session_id, created_at) VALUES (${docId}, ${firstSeq + i}, ${bytea(update)}, ${sessionId}, ${at(now)}::timestamptz)`,
      );
    }
  }

  async write(docId: string, input: WriteInput): Promise<{ head: number }> {
    return this.db.transaction(async (tx) => {
      let head = await this.lockHead(tx, docId);
      await this.insertUpdates(tx, docId, head + 1, input.updates, input.sessionId, input.now);
      head += input.updates.length;
      const bytes = input.updates.reduce((sum, update) => sum + update.length, 0);
      if (input.awareness) head += 1;
      const edited = input.updates.length > 0;
      await tx.execute(sql`
        UPDATE collab_documents SET head = ${head}, update_rows = update_rows + ${input.updates.length}, update_bytes = update_bytes + ${bytes},
          last_edited_at = CASE WHEN ${edited} THEN ${at(input.now)}::timestamptz ELSE last_edited_at END,
          last_edited_by = CASE WHEN ${edited} AND EXISTS (SELECT 1 FROM profiles WHERE id = ${input.userId}) THEN ${input.userId} ELSE last_edited_by END
        WHERE id = ${docId}`);
      const awareness = input.awareness ? bytea(input.awareness.update) : null;
      const clock = input.awareness?.clock ?? null;
      // An awareness counts only if it is newer than the stored one (see 0460): a poll that arrives
      // after its page's goodbye neither replaces the goodbye nor makes the session active again.
      await tx.execute(sql`
        INSERT INTO collab_sessions AS s (document_id, session_id, user_id, client_id, awareness, awareness_clock, seq, seen_at, active)
        VALUES (${docId}, ${input.sessionId}, ${input.userId}, ${input.clientId}, coalesce(${awareness}::bytea, '\\x'::bytea),
          coalesce(${clock}::bigint, -1), ${awareness ? head : 0}, ${at(input.now)}::timestamptz, ${!input.leave})
        ON CONFLICT (document_id, session_id) DO UPDATE SET
          awareness = CASE WHEN ${clock}::bigint > s.awareness_clock THEN excluded.awareness ELSE s.awareness END,
          seq = CASE WHEN ${clock}::bigint > s.awareness_clock THEN ${head} ELSE s.seq END,
          awareness_clock = greatest(s.awareness_clock, coalesce(${clock}::bigint, -1)),
          active = NOT ${input.leave} AND (s.active OR coalesce(${clock}::bigint > s.awareness_clock, false)),
          seen_at = excluded.seen_at, client_id = excluded.client_id`);
      return { head };
    });
  }

  async touch(docId: string, session: SessionRef, now: number): Promise<void> {
    await this.db.execute(sql`
      INSERT INTO collab_sessions (document_id, session_id, user_id, client_id, seen_at)
      VALUES (${docId}, ${session.sessionId}, ${session.userId}, ${session.clientId}, ${at(now)}::timestamptz)
      ON CONFLICT (document_id, session_id) DO UPDATE SET seen_at = excluded.seen_at
      WHERE collab_sessions.seen_at < ${at(now - TOUCH_GRANULARITY_MS)}::timestamptz`);
  }

  private async head(docId: string): Promise<number> {
    return Number((await this.one<{ head: string | number }>(this.db, sql`SELECT head FROM collab_documents WHERE id = ${docId}`)).head);
  }

  async readSince(docId: string, input: ReadSinceInput): Promise<ReadSinceResult> {
    const head = await this.head(docId);
    const updates = rows<UpdateRow>(
      await this.db.execute(sql`
        SELECT seq, data, session_id, created_at FROM collab_updates
        WHERE document_id = ${docId} AND seq > ${input.cursor} AND seq <= ${head} AND session_id IS DISTINCT FROM ${input.excludeSessionId}::uuid
        ORDER BY seq`),
    ).map(toUpdate);
    const presence = rows<SessionRow>(
      await this.db.execute(sql`
        SELECT session_id, user_id, client_id, awareness, seq, seen_at, active FROM collab_sessions
        WHERE document_id = ${docId} AND session_id <> ${input.excludeSessionId}::uuid AND seq > ${input.cursor} AND seq <= ${head}
          AND length(awareness) > 0 AND seen_at > ${at(input.presenceSeenAfter)}::timestamptz`),
    ).map(toPresence);
    return { head, updates, presence };
  }

  async readAll(docId: string): Promise<{ head: number; updates: StoredUpdate[] }> {
    const head = await this.head(docId);
    const updates = rows<UpdateRow>(
      await this.db.execute(sql`SELECT seq, data, session_id, created_at FROM collab_updates WHERE document_id = ${docId} AND seq <= ${head} ORDER BY seq`),
    ).map(toUpdate);
    return { head, updates };
  }

  async replacePrefix(docId: string, input: ReplaceInput): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.lockHead(tx, docId);
      const prefix = await this.one<{ rows: string | number; bytes: string | number; has_last: boolean; created_at: string | Date | null }>(
        tx,
        sql`SELECT count(*) AS rows, coalesce(sum(length(data)), 0) AS bytes, bool_or(seq = ${input.upToSeq}) AS has_last, max(created_at) AS created_at
            FROM collab_updates WHERE document_id = ${docId} AND seq <= ${input.upToSeq}`,
      );
      if (Number(prefix.rows) !== input.expectedRows || !prefix.has_last) return false;
      await tx.execute(sql`DELETE FROM collab_updates WHERE document_id = ${docId} AND seq <= ${input.upToSeq}`);
      await tx.execute(
        sql`INSERT INTO collab_updates (document_id, seq, data, session_id, created_at) VALUES (${docId}, ${input.upToSeq}, ${bytea(input.merged)}, NULL, ${prefix.created_at}::timestamptz)`,
      );
      await tx.execute(
        sql`UPDATE collab_documents SET update_rows = update_rows - ${input.expectedRows - 1}, update_bytes = update_bytes - ${Number(prefix.bytes)} + ${input.merged.length} WHERE id = ${docId}`,
      );
      return true;
    });
  }

  async appendServerUpdate(docId: string, update: Uint8Array, now: number): Promise<{ head: number }> {
    return this.db.transaction(async (tx) => {
      const head = (await this.lockHead(tx, docId)) + 1;
      await this.insertUpdates(tx, docId, head, [update], null, now);
      await tx.execute(
        sql`UPDATE collab_documents SET head = ${head}, update_rows = update_rows + 1, update_bytes = update_bytes + ${update.length}, last_edited_at = ${at(now)}::timestamptz WHERE id = ${docId}`,
      );
      return { head };
    });
  }

  async stats(docId: string): Promise<DocumentStats> {
    const row = await this.one<{ head: string | number; update_rows: number; update_bytes: string | number }>(
      this.db,
      sql`SELECT head, update_rows, update_bytes FROM collab_documents WHERE id = ${docId}`,
    );
    return { head: Number(row.head), rows: Number(row.update_rows), bytes: Number(row.update_bytes) };
  }

  async presence(docId: string, seenAfter: number): Promise<PresenceEntry[]> {
    return rows<SessionRow>(
      await this.db.execute(sql`
        SELECT session_id, user_id, client_id, awareness, seq, seen_at, active FROM collab_sessions
        WHERE document_id = ${docId} AND active AND seen_at > ${at(seenAfter)}::timestamptz`),
    ).map(toPresence);
  }
}
