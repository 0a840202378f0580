import type * as Y from "yjs";
import { beforeEach, describe, expect, it } from "vitest";
import { base64ToBytes } from "../../domain/base64.ts";
import { compactIfNeeded, DEFAULT_COMPACTION, mergeWithGarbageCollection } from "./compaction.ts";
import { MemoryUpdateStore } from "./memory-update-store.ts";
import { handleSync } from "./sync-service.ts";
import { contentOfUpdates, seededRandom, TestClient } from "./testing.ts";

const DOC = "doc-1";
const user = { id: "user-anna", name: "Anna Berger" };
let store: MemoryUpdateStore;
let now: number;

beforeEach(() => {
  store = new MemoryUpdateStore();
  now = 1_700_000_000_000;
});

async function poll(client: TestClient) {
  const outcome = await handleSync(store, { docId: DOC, user, canWrite: true, request: client.request(), now });
  if (outcome.status === 200) {
    client.cursor = outcome.body.cursor;
    if (outcome.body.update) client.apply(base64ToBytes(outcome.body.update));
  }
  return outcome;
}

async function storedContent(): Promise<string> {
  return contentOfUpdates((await store.readAll(DOC)).updates.map((row) => row.update));
}

/** Types and deletes in many small polls, like people editing minutes. */
async function edit(client: TestClient, polls: number, random: () => number, deleteChance = 0.3) {
  for (let i = 0; i < polls; i += 1) {
    const paragraph = Math.floor(random() * 3);
    client.type(`Wort${i} `, paragraph);
    const text = (client.fragment.get(paragraph) as Y.XmlElement).get(0) as Y.XmlText;
    if (random() < deleteChance && text.length > 10) client.deleteText(paragraph, Math.floor(random() * (text.length - 5)), 4);
    await poll(client);
  }
}

describe("compactIfNeeded", () => {
  it("keeps the document identical and shrinks it towards the size of its content", async () => {
    const a = new TestClient();
    await edit(a, 200, seededRandom(1));
    const before = await store.stats(DOC);
    const contentBefore = await storedContent();
    now += DEFAULT_COMPACTION.minAgeMs;
    const result = await compactIfNeeded(store, DOC, now);
    expect(result).toMatchObject({ compacted: true, mergedRows: before.rows });
    const after = await store.stats(DOC);
    expect(after.rows).toBe(1);
    expect(after.head).toBe(before.head);
    // Every separately typed run of text costs an item header (~14 bytes) in the merged state, so
    // this scattered editing stays near 3x its content; one row per poll cost far more.
    const contentBytes = new TextEncoder().encode(a.text()).length;
    expect(after.bytes).toBeLessThan(before.bytes / 1.5);
    expect(after.bytes).toBeLessThan(contentBytes * 3);
    expect(await storedContent()).toBe(contentBefore);
    expect(await storedContent()).toBe(a.text());
  });

  it("leaves young rows alone and compacts only an old prefix", async () => {
    const a = new TestClient();
    await edit(a, 30, seededRandom(2));
    const oldRows = (await store.stats(DOC)).rows;
    now += DEFAULT_COMPACTION.minAgeMs;
    await edit(a, 30, seededRandom(3));
    const allRows = (await store.stats(DOC)).rows;
    const result = await compactIfNeeded(store, DOC, now);
    expect(result).toMatchObject({ compacted: true, mergedRows: oldRows });
    expect((await store.stats(DOC)).rows).toBe(allRows - oldRows + 1);
    expect(await storedContent()).toBe(a.text());
  });

  it("does nothing below the row threshold", async () => {
    const a = new TestClient();
    await edit(a, DEFAULT_COMPACTION.minRows - 1, seededRandom(4), 0);
    expect((await store.stats(DOC)).rows).toBe(DEFAULT_COMPACTION.minRows - 1);
    now += DEFAULT_COMPACTION.minAgeMs;
    expect(await compactIfNeeded(store, DOC, now)).toEqual({ compacted: false, reason: "not_needed" });
  });

  it("lets clients whose cursor points into the compacted range converge", async () => {
    const a = new TestClient();
    const late = new TestClient();
    await edit(a, 10, seededRandom(5));
    await poll(late);
    await edit(a, 100, seededRandom(6));
    now += DEFAULT_COMPACTION.minAgeMs;
    await compactIfNeeded(store, DOC, now);
    late.type("Späte Ergänzung", 2);
    await poll(late);
    await poll(a);
    expect(late.text()).toBe(a.text());
    expect(a.text()).toContain("Späte Ergänzung");
  });

  it("loses the race instead of overwriting rows another compaction merged", async () => {
    const a = new TestClient();
    await edit(a, 60, seededRandom(7));
    now += DEFAULT_COMPACTION.minAgeMs;
    const { updates } = await store.readAll(DOC);
    const stale = { upToSeq: updates[updates.length - 1]!.seq, expectedRows: updates.length, merged: mergeWithGarbageCollection(updates) };
    expect(await compactIfNeeded(store, DOC, now)).toMatchObject({ compacted: true });
    expect(await store.replacePrefix(DOC, stale)).toBe(false);
    expect(await storedContent()).toBe(a.text());
  });

  it("keeps concurrent writes made while it merged", async () => {
    const a = new TestClient();
    await edit(a, 60, seededRandom(8));
    now += DEFAULT_COMPACTION.minAgeMs;
    const compaction = compactIfNeeded(store, DOC, now);
    a.type("Während der Verdichtung", 1);
    await poll(a);
    await compaction;
    expect(await storedContent()).toBe(a.text());
  });
});
