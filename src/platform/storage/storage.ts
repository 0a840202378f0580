/**
 * The process-wide object storages, one per namespace (a Blobs store or a sub-folder each), opened
 * on first use with the driver the environment chooses (storage-config.ts).
 */
import { blobsStorage, openBlobsStore } from "./blobs-storage.ts";
import { folderStorage } from "./folder-storage.ts";
import { memoryStorage } from "./memory-storage.ts";
import type { ObjectStorage } from "./object-storage.ts";
import { storageConfig } from "./storage-config.ts";

const NAMESPACE = /^[a-z][a-z0-9-]{1,40}$/;
const opened = new Map<string, Promise<ObjectStorage>>();

export function getObjectStorage(namespace: string): Promise<ObjectStorage> {
  if (!NAMESPACE.test(namespace)) throw new Error(`Invalid storage namespace: ${namespace}`);
  // Blobs credentials come with each invocation: that store opens per operation, nothing to keep.
  if (storageConfig().driver === "blobs") return Promise.resolve(blobsStorage(() => openBlobsStore(namespace)));
  let storage = opened.get(namespace);
  if (!storage) {
    storage = openStorage(namespace);
    opened.set(namespace, storage);
  }
  return storage;
}

async function openStorage(namespace: string): Promise<ObjectStorage> {
  const config = storageConfig();
  if (config.driver === "memory") return memoryStorage();
  if (config.driver === "blobs") return blobsStorage(() => openBlobsStore(namespace));
  return folderStorage(`${config.root}/${namespace}`);
}

/** Forgets the opened storages (tests that switch the environment). */
export function resetObjectStorages(): void {
  opened.clear();
}
