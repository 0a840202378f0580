/**
 * The Postgres store: the shared contract, then what only a real server can show: concurrent
 * writers get distinct, gap-free sequence numbers, and a reader polling with its cursor while they
 * write never misses a row (PGlite serialises everything and would hide a mistake here).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../testing/test-database.ts";
import { PostgresUpdateStore } from "./postgres-update-store.ts";
import { describeUpdateStore } from "./update-store.contract.ts";

let database: TestDatabase;
let store: PostgresUpdateStore;
let counter = 0;

async function newDocument(): Promise<string> {
  counter += 1;
  const result = await database.db.execute(
    sql`INSERT INTO collab_documents (doc_key, title) VALUES (${`test-${counter}-${Date.now().toString(36)}`}, 'Test') RETURNING id`,
  );
  const [row] = ((result as { rows?: Array<{ id: string }> }).rows ?? result) as Array<{ id: string }>;
  return row!.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  store = new PostgresUpdateStore(database.db);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describeUpdateStore("postgres", () => ({ store, newDocument }));

describe("postgres update store under concurrency", () => {
  it("gives concurrent writers distinct gap-free sequence numbers and lets a polling reader see every row", async () => {
    const doc = await newDocument();
    const writers = 8;
    const perWriter = 12;
    const seen = new Map<number, number[]>();
    let cursor = 0;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const since = await store.readSince(doc, { cursor, excludeSessionId: "00000000-0000-4000-8000-000000000000", presenceSeenAfter: 0 });
        for (const row of since.updates) seen.set(row.seq, [...row.update]);
        cursor = since.head;
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i += 1) {
          await store.write(doc, {
            sessionId: `00000000-0000-4000-8000-0000000000${String(w + 10)}`,
            userId: `u${w}`,
            clientId: w,
            updates: [Uint8Array.from([w, i])],
            awareness: i % 3 === 0 ? { update: Uint8Array.from([w]), clock: i } : null,
            leave: false,
            now: Date.now(),
          });
        }
      }),
    );
    writing = false;
    await reader;
    const final = await store.readSince(doc, { cursor, excludeSessionId: "00000000-0000-4000-8000-000000000000", presenceSeenAfter: 0 });
    for (const row of final.updates) seen.set(row.seq, [...row.update]);

    const all = await store.readAll(doc);
    expect(all.updates).toHaveLength(writers * perWriter);
    expect(all.head).toBe(writers * perWriter + writers * Math.ceil(perWriter / 3));
    const seqs = all.updates.map((row) => row.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    // The reader, polling with its cursor throughout, ended up with exactly the stored rows.
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(seqs);
    expect(await store.stats(doc)).toMatchObject({ rows: writers * perWriter, bytes: writers * perWriter * 2 });
  }, 60_000);
});
