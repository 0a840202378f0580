/**
 * Answers kept while the database has not changed (ADR 296). Some reads gather a dozen modules'
 * state for one screen (the dashboard) or are polled by everybody at once; computing them again
 * when nothing was written since is waste. The database's write-ahead log position
 * (`pg_current_wal_insert_lsn()`, one cheap statement) moves with every change and every commit,
 * so an answer computed after reading position P is still exact while the position is P: it is
 * served again without a second look. Anything written anywhere moves the position and the next
 * read computes afresh, so a kept answer is never older than the data (unlike a time-to-live).
 *
 * An answer is also never served after `maxAgeMs` (answers that depend on the clock, like "due
 * in 3 days", move on without a write) and the keys include what else the answer depends on.
 * Kept per process and database, at most `entries` answers (least recently used go first). When
 * the position cannot be read (a read replica), nothing is kept; nor inside a transaction: its
 * own uncommitted writes have moved the position, and another request reading that position
 * would be served data that may yet be rolled back.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { rowsOf } from "./rows.ts";

interface Kept<T> {
  position: string;
  at: number;
  value: T;
}

export interface UnchangedCacheOptions {
  entries: number;
  maxAgeMs: number;
}

/** The write-ahead log position now, or null when this database cannot tell it. */
export async function databasePosition(db: Db): Promise<string | null> {
  try {
    const [row] = rowsOf<{ position: string }>(await db.execute(sql`SELECT pg_current_wal_insert_lsn()::text AS position`));
    return row?.position ?? null;
  } catch {
    return null;
  }
}

/** A drizzle transaction (it can roll back); the pool's database cannot. */
function inTransaction(db: Db | Tx): db is Tx {
  return typeof (db as { rollback?: unknown }).rollback === "function";
}

export function unchangedCache<T>(options: UnchangedCacheOptions) {
  const perDatabase = new WeakMap<Db, Map<string, Kept<T>>>();
  return async function read(db: Db | Tx, key: string, compute: () => Promise<T>): Promise<T> {
    if (inTransaction(db)) return compute();
    const position = await databasePosition(db);
    if (position === null) return compute();
    let kept = perDatabase.get(db);
    if (!kept) {
      kept = new Map();
      perDatabase.set(db, kept);
    }
    const hit = kept.get(key);
    const now = Date.now();
    if (hit && hit.position === position && now - hit.at < options.maxAgeMs) {
      kept.delete(key); // most recently used last
      kept.set(key, hit);
      return hit.value;
    }
    // The position read before computing: a change committed meanwhile moves it, so the next read recomputes.
    const value = await compute();
    kept.delete(key);
    kept.set(key, { position, at: now, value });
    while (kept.size > options.entries) kept.delete(kept.keys().next().value as string);
    return value;
  };
}
