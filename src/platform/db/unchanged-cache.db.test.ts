/**
 * Answers kept while the database has not changed (ADR 296): served again while nothing was
 * written, computed afresh after any write or commit (also one made while the first answer was
 * being computed), never older than maxAgeMs, at most `entries` of them, and nothing kept where
 * the database cannot tell its position.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "./client.ts";
import { rowsOf } from "./rows.ts";
import { databasePosition, unchangedCache } from "./unchanged-cache.ts";

let db: Db;
beforeAll(async () => {
  db = await getDb();
  await db.execute(sql`CREATE TABLE IF NOT EXISTS unchanged_cache_probe (n int NOT NULL)`);
}, 120_000);
afterAll(() => closeDatabase());

const total = async () => Number(rowsOf<{ n: string | number }>(await db.execute(sql`SELECT coalesce(sum(n), 0) AS n FROM unchanged_cache_probe`))[0]!.n);

describe("unchangedCache", () => {
  it("serves the kept answer while nothing is written, and the new one right after a write", async () => {
    const read = unchangedCache<number>({ entries: 10, maxAgeMs: 60_000 });
    const compute = vi.fn(total);
    const first = await read(db, "sum", compute);
    expect(await read(db, "sum", compute)).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    await db.execute(sql`INSERT INTO unchanged_cache_probe VALUES (5)`);
    expect(await read(db, "sum", compute)).toBe(first + 5);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("computes again when a write was committed while the kept answer was being computed", async () => {
    const read = unchangedCache<number>({ entries: 10, maxAgeMs: 60_000 });
    const before = await total();
    // The answer is read, then someone else's write commits before it is kept.
    const stale = await read(db, "race", async () => {
      const value = await total();
      await db.execute(sql`INSERT INTO unchanged_cache_probe VALUES (7)`);
      return value;
    });
    expect(stale).toBe(before);
    expect(await read(db, "race", total)).toBe(before + 7);
  });

  it("keeps an answer no longer than maxAgeMs, and per key", async () => {
    const read = unchangedCache<string>({ entries: 10, maxAgeMs: 1_000 });
    const clock = vi.spyOn(Date, "now");
    clock.mockReturnValue(1_000_000);
    expect(await read(db, "a", async () => "first")).toBe("first");
    expect(await read(db, "b", async () => "other key")).toBe("other key");
    clock.mockReturnValue(1_000_900);
    expect(await read(db, "a", async () => "second")).toBe("first");
    clock.mockReturnValue(1_001_000);
    expect(await read(db, "a", async () => "third")).toBe("third");
    clock.mockRestore();
  });

  it("holds at most `entries` answers, dropping the least recently used", async () => {
    const read = unchangedCache<string>({ entries: 2, maxAgeMs: 60_000 });
    await read(db, "a", async () => "a1");
    await read(db, "b", async () => "b1");
    await read(db, "a", async () => "a2"); // a used: b is now the oldest
    await read(db, "c", async () => "c1");
    expect(await read(db, "a", async () => "a3")).toBe("a1");
    expect(await read(db, "b", async () => "b2")).toBe("b2");
  });

  it("keeps nothing inside a transaction: another request must not see what may be rolled back", async () => {
    const read = unchangedCache<number>({ entries: 10, maxAgeMs: 60_000 });
    const before = await total();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO unchanged_cache_probe VALUES (11)`);
        expect(
          await read(tx, "tx", async () => Number(rowsOf<{ n: string }>(await tx.execute(sql`SELECT sum(n) AS n FROM unchanged_cache_probe`))[0]!.n)),
        ).toBe(before + 11);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await read(db, "tx", total)).toBe(before);
  });

  it("keeps nothing where the position cannot be read", async () => {
    const failing = { execute: () => Promise.reject(new Error("recovery is in progress")) } as unknown as Db;
    expect(await databasePosition(failing)).toBeNull();
    const read = unchangedCache<number>({ entries: 10, maxAgeMs: 60_000 });
    const compute = vi.fn(async () => 1);
    await read(failing, "x", compute);
    await read(failing, "x", compute);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
