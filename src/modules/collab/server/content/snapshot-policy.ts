/**
 * When the server takes automatic snapshots of a document and which old ones it thins out. Named
 * snapshots (taken on demand, or frozen as minutes) are never thinned.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** While a document is being edited, one automatic snapshot per this interval at most. */
export const AUTO_SNAPSHOT_INTERVAL_MS = 10 * MINUTE;

export interface SnapshotMark {
  takenAt: number;
  /** The document head the snapshot was taken at. */
  head: number;
}

/** True when the document changed since the last snapshot and that one is old enough. */
export function shouldTakeAutoSnapshot(last: SnapshotMark | null, head: number, documentCreatedAt: number, now: number): boolean {
  if (head === 0 || (last && head <= last.head)) return false;
  const since = last ? last.takenAt : documentCreatedAt;
  return now - since >= AUTO_SNAPSHOT_INTERVAL_MS;
}

export interface AutoSnapshot {
  id: string;
  takenAt: number;
}

/**
 * Keeps every automatic snapshot of the last day, the newest per day for the last 30 days and the
 * newest per week before that, at most `max` in all; returns the ids to delete.
 */
export function autoSnapshotsToThin(snapshots: readonly AutoSnapshot[], now: number, max = 200): string[] {
  const newestFirst = [...snapshots].sort((a, b) => b.takenAt - a.takenAt);
  const keptBuckets = new Set<string>();
  const keep: AutoSnapshot[] = [];
  for (const snapshot of newestFirst) {
    const age = now - snapshot.takenAt;
    const bucket =
      age < DAY ? `id:${snapshot.id}` : age < 30 * DAY ? `day:${Math.floor(snapshot.takenAt / DAY)}` : `week:${Math.floor(snapshot.takenAt / (7 * DAY))}`;
    if (keptBuckets.has(bucket) || keep.length >= max) continue;
    keptBuckets.add(bucket);
    keep.push(snapshot);
  }
  const kept = new Set(keep.map((snapshot) => snapshot.id));
  return snapshots.filter((snapshot) => !kept.has(snapshot.id)).map((snapshot) => snapshot.id);
}
