/**
 * The behaviour every UpdateStore must show, as one suite the memory and Postgres stores both run.
 */
import { describe, expect, it } from "vitest";
import type { UpdateStore } from "./update-store.ts";

export interface StoreUnderTest {
  store: UpdateStore;
  /** A fresh document id (the Postgres store needs its row). */
  newDocument(): Promise<string>;
}

const session = (n: number) => ({ sessionId: `00000000-0000-4000-8000-00000000000${n}`, userId: `user-${n}`, clientId: 1000 + n });
const bytes = (...values: number[]) => Uint8Array.from(values);
const T0 = 1_800_000_000_000;
/** An awareness update (one byte stands for it here) with its Yjs clock. */
const presence = (value: number, clock = 0) => ({ update: bytes(value), clock });

export function describeUpdateStore(name: string, open: () => StoreUnderTest) {
  describe(`${name} update store`, () => {
    it("numbers update rows and presence changes from one head", async () => {
      const { store, newDocument } = open();
      const doc = await newDocument();
      expect(await store.write(doc, { ...session(1), updates: [bytes(1, 2), bytes(3)], awareness: presence(9), leave: false, now: T0 })).toEqual({ head: 3 });
      expect(await store.write(doc, { ...session(2), updates: [], awareness: null, leave: false, now: T0 })).toEqual({ head: 3 });
      expect(await store.stats(doc)).toEqual({ head: 3, rows: 2, bytes: 3 });
      const all = await store.readAll(doc);
      expect(all.head).toBe(3);
      expect(all.updates.map((row) => [row.seq, [...row.update], row.sessionId])).toEqual([
        [1, [1, 2], session(1).sessionId],
        [2, [3], session(1).sessionId],
      ]);
    });

    it("keeps bytes exactly, zeros and high values included", async () => {
      const { store, newDocument } = open();
      const doc = await newDocument();
      const payload = Uint8Array.from({ length: 4096 }, (_, i) => (i * 37) % 256);
      await store.write(doc, { ...session(1), updates: [payload], awareness: null, leave: false, now: T0 });
      expect([...(await store.readAll(doc)).updates[0]!.update]).toEqual([...payload]);
    });

    it("answers a cursor with the other sessions' rows and changed presence after it", async () => {
      const { store, newDocument } = open();
      const doc = await newDocument();
      await store.write(doc, { ...session(1), updates: [bytes(1)], awareness: presence(11), leave: false, now: T0 });
      await store.write(doc, { ...session(2), updates: [bytes(2)], awareness: presence(22), leave: false, now: T0 });
      const forOne = await store.readSince(doc, { cursor: 0, excludeSessionId: session(1).sessionId, presenceSeenAfter: T0 - 1 });
      expect(forOne.head).toBe(4);
      expect(forOne.updates.map((row) => [...row.update])).toEqual([[2]]);
      expect(forOne.presence.map((entry) => [entry.userId, [...entry.awareness], entry.seq])).toEqual([["user-2", [22], 4]]);
      const later = await store.readSince(doc, { cursor: 4, excludeSessionId: session(1).sessionId, presenceSeenAfter: T0 - 1 });
      expect(later).toEqual({ head: 4, updates: [], presence: [] });
    });

    it("leaves out presence not seen recently and lists only active sessions", async () => {
      const { store, newDocument } = open();
      const doc = await newDocument();
      await store.write(doc, { ...session(1), updates: [], awareness: presence(1), leave: false, now: T0 });
      await store.write(doc, { ...session(2), updates: [], awareness: presence(2), leave: false, now: T0 + 50_000 });
      await store.write(doc, { ...session(3), updates: [], awareness: presence(3), leave: true, now: T0 + 50_000 });
      const since = await store.readSince(doc, { cursor: 0, excludeSessionId: session(9).sessionId, presenceSeenAfter: T0 + 10_000 });
      expect(since.presence.map((entry) => entry.userId).sort()).toEqual(["user-2", "user-3"]);
      expect((await store.presence(doc, T0 + 10_000)).map((entry) => entry.userId)).toEqual(["user-2"]);
    });

    it("keeps a goodbye when the page's last poll arrives after it (an older awareness clock)", async () => {
      const { store, newDocument } = open();
      const doc = await newDocument();
      await store.write(doc, { ...session(1), updates: [], awareness: presence(1, 4), leave: false, now: T0 });
      const { head: afterGoodbye } = await store.write(doc, { ...session(1), updates: [], awareness: presence(0, 6), leave: true, now: T0 + 100 });
      // The selection change (clock 5) was sent before the goodbye but is stored after it.
      await store.write(doc, { ...session(1), updates: [], awareness: presence(2, 5), leave: false, now: T0 + 200 });
      const since = await store.readSince(doc, { cursor: 0, excludeSessionId: session(9).sessionId, presenceSeenAfter: T0 - 1 });
      expect(since.presence.map((entry) => [[...entry.awareness], entry.seq, entry.active])).toEqual([[[0], afterGoodbye, false]]);
      expect(await store.presence(doc, T0 - 1)).toEqual([]);
      // A page restored from the back/forward cache announces itself with a newer clock.
      await store.write(doc, { ...session(1), updates: [], awareness: presence(3, 7), leave: false, now: T0 + 300 });
      expect((await store.presence(doc, T0 - 1)).map((entry) => [...entry.awareness])).toEqual([[3]]);
    });

    it("records a quiet poll's presence without moving the head", async () => {
      const { store, newDocument } = open();
      const doc = await newDocument();
      await store.touch(doc, session(1), T0);
      expect((await store.stats(doc)).head).toBe(0);
      expect((await store.presence(doc, T0 - 1)).map((entry) => entry.userId)).toEqual(["user-1"]);
      await store.touch(doc, session(1), T0 + 60_000);
      expect((await store.presence(doc, T0 + 30_000)).map((entry) => entry.userId)).toEqual(["user-1"]);
    });

    it("replaces a prefix by its merge once, and refuses a stale replacement", async () => {
      const { store, newDocument } = open();
      const doc = await newDocument();
      await store.write(doc, { ...session(1), updates: [bytes(1, 1), bytes(2, 2), bytes(3, 3)], awareness: null, leave: false, now: T0 });
      expect(await store.replacePrefix(doc, { upToSeq: 2, expectedRows: 2, merged: bytes(7) })).toBe(true);
      expect(await store.stats(doc)).toEqual({ head: 3, rows: 2, bytes: 3 });
      expect((await store.readAll(doc)).updates.map((row) => [row.seq, [...row.update], row.sessionId])).toEqual([
        [2, [7], null],
        [3, [3, 3], session(1).sessionId],
      ]);
      expect(await store.replacePrefix(doc, { upToSeq: 2, expectedRows: 2, merged: bytes(8) })).toBe(false);
      expect(await store.replacePrefix(doc, { upToSeq: 3, expectedRows: 2, merged: bytes(9) })).toBe(true);
      expect((await store.readAll(doc)).updates.map((row) => [...row.update])).toEqual([[9]]);
    });

    it("appends the server's own updates after the head", async () => {
      const { store, newDocument } = open();
      const doc = await newDocument();
      await store.write(doc, { ...session(1), updates: [bytes(1)], awareness: presence(5), leave: false, now: T0 });
      expect(await store.appendServerUpdate(doc, bytes(4, 4), T0)).toEqual({ head: 3 });
      const since = await store.readSince(doc, { cursor: 2, excludeSessionId: session(1).sessionId, presenceSeenAfter: T0 - 1 });
      expect(since.updates.map((row) => [row.seq, row.sessionId])).toEqual([[3, null]]);
    });
  });
}
