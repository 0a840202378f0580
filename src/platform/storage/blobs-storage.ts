import type { Store } from "@netlify/blobs";
import { assertStorageKey, assertStoragePrefix, type ObjectStorage } from "./object-storage.ts";

/**
 * Object storage in a Netlify Blobs store. Reads use strong consistency: an upload's chunks are
 * read back by the commit request moments after they were written, possibly by another function
 * instance, and an eventually consistent read could miss them.
 */
export function blobsStorage(store: Store): ObjectStorage {
  return {
    kind: "blobs",
    async put(key, bytes) {
      assertStorageKey(key);
      await store.set(key, exactBuffer(bytes));
    },
    async get(key) {
      assertStorageKey(key);
      const data = await store.get(key, { type: "arrayBuffer", consistency: "strong" });
      return data === null ? null : new Uint8Array(data);
    },
    async has(key) {
      assertStorageKey(key);
      return (await store.getMetadata(key, { consistency: "strong" })) !== null;
    },
    async delete(key) {
      assertStorageKey(key);
      await store.delete(key);
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      for await (const page of store.list({ prefix, paginate: true })) {
        for (const blob of page.blobs) yield blob.key;
      }
    },
  };
}

/** The Blobs client takes an ArrayBuffer; a view into a larger buffer must not send the rest. */
function exactBuffer(bytes: Uint8Array): ArrayBuffer {
  const { buffer, byteOffset, byteLength } = bytes;
  if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength) return buffer;
  return bytes.slice().buffer as ArrayBuffer;
}

/** Opens a site-wide store of the given name from the Netlify environment (lazy import keeps the
 * client out of processes that use the folder storage). */
export async function openBlobsStore(name: string): Promise<Store> {
  const { getStore } = await import("@netlify/blobs");
  return getStore({ name, consistency: "strong" });
}
