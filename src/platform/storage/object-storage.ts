/**
 * The one storage interface for file bytes: a flat key space of immutable-looking objects.
 * Implementations: a folder under DATA_DIR (local default), Netlify Blobs (production) and memory
 * (tests, DATA_DIR=memory://). Objects are small (the documents module stores files as chunks of
 * at most a few MB), so whole-object reads and writes are the right granularity.
 */
export interface ObjectStorage {
  readonly kind: "folder" | "blobs" | "memory";
  /** Writes the object; it becomes visible only complete (never half-written). Overwrites. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with the prefix, in no particular order. */
  list(prefix: string): AsyncIterable<string>;
}

// Keys double as relative file paths in the folder storage, so they are restricted to a safe
// alphabet with "/" separators, no empty, "." or ".." segments and no leading dot per segment.
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,199})(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199})*$/;

/** The storage service cannot be reached (answered with a German 503 by the router). */
export class StorageUnavailableError extends Error {
  override name = "StorageUnavailableError";
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "InvalidStorageKeyError";
  }
}

export function assertStorageKey(key: string): void {
  if (key.length > 500 || !KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(key);
}

/** Prefixes may end in "/" or part-way through a segment; they follow the key alphabet otherwise. */
export function assertStoragePrefix(prefix: string): void {
  if (prefix === "") return;
  assertStorageKey(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}
