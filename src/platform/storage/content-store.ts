import { createHash } from "node:crypto";
import type { ObjectStorage } from "./object-storage.ts";

/**
 * Content-addressed storage: an object's key is the SHA-256 of its bytes, so identical bytes are
 * stored once however often they are put, and a read can prove it got the bytes it asked for.
 * Keys fan out by the first two hex digits ("sha256/ab/ab12...") to keep folders small.
 */
export interface ContentRef {
  sha256: string;
  size: number;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export class ContentCorruptedError extends Error {
  constructor(sha256: string) {
    super(`Stored content ${sha256} does not match its hash`);
    this.name = "ContentCorruptedError";
  }
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function isSha256Hex(value: string): boolean {
  return SHA256_HEX.test(value);
}

export class ContentStore {
  readonly objects: ObjectStorage;
  readonly prefix: string;

  constructor(objects: ObjectStorage, prefix = "sha256") {
    this.objects = objects;
    this.prefix = prefix;
  }

  keyOf(sha256: string): string {
    if (!isSha256Hex(sha256)) throw new Error(`Not a SHA-256 hex digest: ${JSON.stringify(sha256)}`);
    return `${this.prefix}/${sha256.slice(0, 2)}/${sha256}`;
  }

  /**
   * Stores the bytes under their hash. Writing bytes that are already there rewrites the same
   * object (harmless, and it keeps the write path free of a read-then-write race).
   */
  async put(bytes: Uint8Array): Promise<ContentRef> {
    const sha256 = sha256Hex(bytes);
    await this.objects.put(this.keyOf(sha256), bytes);
    return { sha256, size: bytes.length };
  }

  /** The bytes of the hash, verified against it; null when nothing is stored under it. */
  async get(sha256: string): Promise<Uint8Array | null> {
    const bytes = await this.objects.get(this.keyOf(sha256));
    if (bytes && sha256Hex(bytes) !== sha256) throw new ContentCorruptedError(sha256);
    return bytes;
  }

  has(sha256: string): Promise<boolean> {
    return this.objects.has(this.keyOf(sha256));
  }

  delete(sha256: string): Promise<void> {
    return this.objects.delete(this.keyOf(sha256));
  }

  /** Every stored hash (for sweeps that compare storage with the database). */
  async *hashes(): AsyncIterable<string> {
    for await (const key of this.objects.list(`${this.prefix}/`)) {
      const hash = key.slice(key.lastIndexOf("/") + 1);
      if (isSha256Hex(hash)) yield hash;
    }
  }
}
