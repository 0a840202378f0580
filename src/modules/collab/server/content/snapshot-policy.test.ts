import { describe, expect, it } from "vitest";
import { AUTO_SNAPSHOT_INTERVAL_MS, autoSnapshotsToThin, shouldTakeAutoSnapshot } from "./snapshot-policy.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = 1_800_000_000_000;

describe("shouldTakeAutoSnapshot", () => {
  it("waits for the interval after creation or the last snapshot, and only after changes", () => {
    expect(shouldTakeAutoSnapshot(null, 0, now - DAY, now)).toBe(false);
    expect(shouldTakeAutoSnapshot(null, 5, now - AUTO_SNAPSHOT_INTERVAL_MS + 1, now)).toBe(false);
    expect(shouldTakeAutoSnapshot(null, 5, now - AUTO_SNAPSHOT_INTERVAL_MS, now)).toBe(true);
    expect(shouldTakeAutoSnapshot({ takenAt: now - DAY, head: 5 }, 5, 0, now)).toBe(false);
    expect(shouldTakeAutoSnapshot({ takenAt: now - 60_000, head: 5 }, 9, 0, now)).toBe(false);
    expect(shouldTakeAutoSnapshot({ takenAt: now - AUTO_SNAPSHOT_INTERVAL_MS, head: 5 }, 9, 0, now)).toBe(true);
  });
});

describe("autoSnapshotsToThin", () => {
  it("keeps the last day whole, one per day for a month and one per week before", () => {
    const snapshots = [
      { id: "today-1", takenAt: now - 1 * HOUR },
      { id: "today-2", takenAt: now - 2 * HOUR },
      { id: "d3-late", takenAt: Math.floor((now - 3 * DAY) / DAY) * DAY + 20 * HOUR },
      { id: "d3-early", takenAt: Math.floor((now - 3 * DAY) / DAY) * DAY + 8 * HOUR },
      { id: "old-a", takenAt: now - 60 * DAY },
      { id: "old-b", takenAt: now - 60 * DAY - 1 * HOUR },
    ];
    const thinned = autoSnapshotsToThin(snapshots, now);
    expect(thinned).toContain("d3-early");
    expect(thinned).not.toContain("d3-late");
    expect(thinned).not.toContain("today-1");
    expect(thinned).not.toContain("today-2");
    expect(thinned.filter((id) => id.startsWith("old"))).toHaveLength(1);
  });

  it("caps the number kept, dropping the oldest", () => {
    const snapshots = Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, takenAt: now - i * 60_000 }));
    expect(autoSnapshotsToThin(snapshots, now, 4)).toEqual(["s4", "s5", "s6", "s7", "s8", "s9"]);
  });
});
