import { assertStorageKey, assertStoragePrefix, type ObjectStorage } from "./object-storage.ts";

/** Object storage in process memory: tests and DATA_DIR=memory://. Copies on the way in and out. */
export function memoryStorage(): ObjectStorage {
  const objects = new Map<string, Uint8Array>();
  return {
    kind: "memory",
    async put(key, bytes) {
      assertStorageKey(key);
      objects.set(key, bytes.slice());
    },
    async get(key) {
      assertStorageKey(key);
      return objects.get(key)?.slice() ?? null;
    },
    async has(key) {
      assertStorageKey(key);
      return objects.has(key);
    },
    async delete(key) {
      assertStorageKey(key);
      objects.delete(key);
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      for (const key of [...objects.keys()]) if (key.startsWith(prefix)) yield key;
    },
  };
}
