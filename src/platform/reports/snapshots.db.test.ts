/**
 * A report snapshot is served while younger than its maximum age (with the time it was computed),
 * computed again when older or when it claims a time after now, and pruned when nobody asked for
 * it again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, type Db } from "../db/client.ts";
import { pruneSnapshots, snapshotOf } from "./snapshots.ts";

let db: Db;
beforeAll(async () => {
  db = await getDb();
}, 120_000);
afterAll(() => closeDatabase());

describe("report snapshots", () => {
  it("serves the kept figures within the hour and computes them again after it", async () => {
    let computed = 0;
    const compute = async () => ({ n: ++computed });
    const t0 = new Date("2026-03-02T10:00:00Z");
    const first = await snapshotOf(db, "test.report", "a", compute, { now: t0 });
    expect(first).toEqual({ value: { n: 1 }, computedAt: t0.toISOString() });
    const again = await snapshotOf(db, "test.report", "a", compute, { now: new Date(t0.getTime() + 59 * 60_000) });
    expect(again).toEqual(first);
    const other = await snapshotOf(db, "test.report", "b", compute, { now: t0 });
    expect(other.value).toEqual({ n: 2 });
    const later = new Date(t0.getTime() + 61 * 60_000);
    expect(await snapshotOf(db, "test.report", "a", compute, { now: later })).toEqual({ value: { n: 3 }, computedAt: later.toISOString() });
    // A snapshot from after "now" (a fixed test clock, a clock step back) is computed again.
    expect((await snapshotOf(db, "test.report", "a", compute, { now: t0 })).value).toEqual({ n: 4 });
    expect(await pruneSnapshots(db, new Date(t0.getTime() + 1))).toBe(2);
    expect((await snapshotOf(db, "test.report", "b", compute, { now: t0 })).value).toEqual({ n: 5 });
  });
});
