/**
 * The schema check of incoming updates (content-schema.ts) needs the note they change. Loading a
 * large note from its rows costs far more than the check (about 300 ms for 2.6 MB on the shared
 * test machine, per keystroke poll), so a function instance keeps the last few notes it checked
 * as Y documents and brings them up to date with the rows written since (by any instance).
 * Re-applying rows it already has is a no-op in Yjs, and compaction only merges rows, so the
 * cached document never goes wrong; it is dropped when it could have (a refused update is in it,
 * the write failed, or the store's head went backwards after a restore from backup).
 */
import * as Y from "yjs";
import { CONTENT_FIELD } from "../../domain/limits.ts";
import { applyIfFits } from "./content-schema.ts";
import type { UpdateStore } from "./update-store.ts";

export interface ContentGuard {
  /** Whether the updates keep the note within the schema (content-schema.ts). */
  admits(store: UpdateStore, docId: string, updates: readonly Uint8Array[]): Promise<boolean>;
  /** The admitted updates were not stored after all. */
  forget(docId: string): void;
}

const NO_SESSION = "00000000-0000-0000-0000-000000000000";

function load(rows: { update: Uint8Array }[]): Y.Doc {
  const doc = new Y.Doc({ gc: false });
  doc.getXmlFragment(CONTENT_FIELD);
  for (const row of rows) Y.applyUpdate(doc, row.update);
  return doc;
}

/** Without a cache: each check loads the note (tests, the in-memory store). */
export const uncachedGuard: ContentGuard = {
  async admits(store, docId, updates) {
    const doc = load((await store.readAll(docId)).updates);
    try {
      return applyIfFits(doc, updates);
    } finally {
      doc.destroy();
    }
  },
  forget() {},
};

/** A guard keeping up to `size` notes of one database (ids are unique within it). */
export function cachingGuard(size = 4): ContentGuard {
  const cache = new Map<string, { head: number; doc: Y.Doc }>();
  const drop = (docId: string) => {
    cache.get(docId)?.doc.destroy();
    cache.delete(docId);
  };
  async function current(store: UpdateStore, docId: string) {
    const cached = cache.get(docId);
    if (cached) {
      cache.delete(docId); // re-inserted below: the map's order is the least recently used first
      const since = await store.readSince(docId, { cursor: cached.head, excludeSessionId: NO_SESSION, presenceSeenAfter: Date.now() + 86_400_000 });
      if (since.head >= cached.head) {
        for (const row of since.updates) Y.applyUpdate(cached.doc, row.update);
        cached.head = since.head;
        cache.set(docId, cached);
        return cached;
      }
      cached.doc.destroy();
    }
    const all = await store.readAll(docId);
    const entry = { head: all.head, doc: load(all.updates) };
    cache.set(docId, entry);
    while (cache.size > size) drop(cache.keys().next().value!);
    return entry;
  }
  return {
    async admits(store, docId, updates) {
      const entry = await current(store, docId);
      const fits = applyIfFits(entry.doc, updates);
      // Admitted updates stay in the document; they come back as rows after its head (a no-op).
      if (!fits) drop(docId);
      return fits;
    },
    forget: drop,
  };
}
