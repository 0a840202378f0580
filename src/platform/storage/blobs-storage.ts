import type { Store } from "@netlify/blobs";
import { assertStorageKey, assertStoragePrefix, StorageUnavailableError, type ObjectStorage } from "./object-storage.ts";
import { boundedBlobsFetch } from "./blobs-fetch.ts";

/**
 * Object storage in a Netlify Blobs store. Reads use strong consistency: an upload's chunks are
 * read back by the commit request moments after they were written, possibly by another function
 * instance, and an eventually consistent read could miss them.
 *
 * `store` may be a function: a deployed function gets its Blobs credentials with each invocation
 * (Netlify sets NETLIFY_BLOBS_CONTEXT per call), so the store is opened anew for every operation
 * (no network: it only reads that context). Any failure to reach Blobs, a missing Blobs context
 * included, is a StorageUnavailableError, which the router answers with a German 503.
 */
export function blobsStorage(store: Store | (() => Promise<Store>)): ObjectStorage {
  const current = typeof store === "function" ? store : async () => store;
  async function attempt<T>(operation: string, run: (s: Store) => Promise<T>): Promise<T> {
    try {
      return await run(await current());
    } catch (error) {
      throw new StorageUnavailableError(`Netlify Blobs ${operation} failed`, { cause: error });
    }
  }
  return {
    kind: "blobs",
    async put(key, bytes) {
      assertStorageKey(key);
      await attempt("put", (s) => s.set(key, exactBuffer(bytes)));
    },
    async get(key) {
      assertStorageKey(key);
      const data = await attempt("get", (s) => s.get(key, { type: "arrayBuffer", consistency: "strong" }));
      return data === null ? null : new Uint8Array(data);
    },
    async has(key) {
      assertStorageKey(key);
      return (await attempt("getMetadata", (s) => s.getMetadata(key, { consistency: "strong" }))) !== null;
    },
    async delete(key) {
      assertStorageKey(key);
      await attempt("delete", (s) => s.delete(key));
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      const pages = await attempt("list", async (s) => s.list({ prefix, paginate: true })[Symbol.asyncIterator]());
      for (;;) {
        const next = await attempt("list", () => pages.next());
        if (next.done) return;
        for (const blob of next.value.blobs) yield blob.key;
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

/**
 * Opens a site-wide store of the given name from the Netlify environment (lazy import keeps the
 * client out of processes that use the folder storage). Requests go through boundedBlobsFetch, so
 * an unreachable Blobs answers within seconds instead of after the client's 25 s of retries.
 */
export async function openBlobsStore(name: string): Promise<Store> {
  const { getStore } = await import("@netlify/blobs");
  return getStore({ name, consistency: "strong", fetch: boundedBlobsFetch });
}
