/**
 * Compaction keeps a document's storage near the size of its content. Every poll that types adds a
 * row; compaction loads the oldest rows into a garbage-collecting Y.Doc (deleted text shrinks to a
 * few bytes of bookkeeping) and replaces them by one row with the encoded state.
 *
 * Rows younger than `minAgeMs` stay as they are: active clients have already seen them, and a
 * client whose cursor points into a compacted range receives the whole merged row instead of the
 * few it lacked. Merging is idempotent for Yjs, so that costs bytes, never correctness.
 */
import * as Y from "yjs";
import type { StoredUpdate, UpdateStore } from "./update-store.ts";

export interface CompactionPolicy {
  /** Compact once a document has at least this many rows... */
  minRows: number;
  /** ...of which at least this many are old enough to merge. */
  minMergeableRows: number;
  minAgeMs: number;
}

export const DEFAULT_COMPACTION: CompactionPolicy = { minRows: 48, minMergeableRows: 16, minAgeMs: 60_000 };

export type CompactionResult =
  | { compacted: true; mergedRows: number; bytesBefore: number; bytesAfter: number }
  | { compacted: false; reason: "not_needed" | "lost_race" | "unreadable" };

/** The state of the given rows as one update, with deleted content garbage-collected. */
export function mergeWithGarbageCollection(rows: readonly StoredUpdate[]): Uint8Array {
  const doc = new Y.Doc({ gc: true });
  doc.transact(() => {
    for (const row of rows) Y.applyUpdate(doc, row.update);
  });
  const merged = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return merged;
}

export async function compactIfNeeded(
  store: UpdateStore,
  docId: string,
  now: number,
  policy: CompactionPolicy = DEFAULT_COMPACTION,
): Promise<CompactionResult> {
  const stats = await store.stats(docId);
  if (stats.rows < policy.minRows) return { compacted: false, reason: "not_needed" };
  const { updates } = await store.readAll(docId);
  // Only a contiguous prefix may be merged: rows after the first young one stay in order.
  const prefixLength = updates.findIndex((row) => now - row.createdAt < policy.minAgeMs);
  const prefix = prefixLength === -1 ? updates : updates.slice(0, prefixLength);
  if (prefix.length < policy.minMergeableRows) return { compacted: false, reason: "not_needed" };

  let merged: Uint8Array;
  try {
    merged = mergeWithGarbageCollection(prefix);
  } catch {
    // A row that cannot be loaded must not be replaced by a merge that silently dropped it.
    return { compacted: false, reason: "unreadable" };
  }
  const bytesBefore = prefix.reduce((sum, row) => sum + row.update.length, 0);
  const replaced = await store.replacePrefix(docId, { upToSeq: prefix[prefix.length - 1]!.seq, expectedRows: prefix.length, merged });
  if (!replaced) return { compacted: false, reason: "lost_race" };
  return { compacted: true, mergedRows: prefix.length, bytesBefore, bytesAfter: merged.length };
}
