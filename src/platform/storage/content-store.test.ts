import { describe, expect, it } from "vitest";
import { ContentCorruptedError, ContentStore, sha256Hex } from "./content-store.ts";
import { memoryStorage } from "./memory-storage.ts";

const text = (value: string) => new TextEncoder().encode(value);

describe("ContentStore", () => {
  it("addresses bytes by their SHA-256 and reads them back", async () => {
    const store = new ContentStore(memoryStorage());
    const ref = await store.put(text("abc"));
    expect(ref).toEqual({ sha256: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", size: 3 });
    expect(await store.get(ref.sha256)).toEqual(text("abc"));
    expect(await store.has(ref.sha256)).toBe(true);
  });

  it("stores identical bytes once", async () => {
    const objects = memoryStorage();
    const store = new ContentStore(objects);
    await store.put(text("same"));
    await store.put(text("same"));
    await store.put(text("other"));
    const keys: string[] = [];
    for await (const key of objects.list("")) keys.push(key);
    expect(keys.sort()).toEqual([store.keyOf(sha256Hex(text("other"))), store.keyOf(sha256Hex(text("same")))].sort());
  });

  it("fans keys out by the first two hex digits under its prefix", () => {
    const store = new ContentStore(memoryStorage(), "chunks");
    const hash = sha256Hex(text("x"));
    expect(store.keyOf(hash)).toBe(`chunks/${hash.slice(0, 2)}/${hash}`);
  });

  it("refuses anything that is not a lower-case SHA-256 hex digest as an address", async () => {
    const store = new ContentStore(memoryStorage());
    for (const bad of ["", "../x", "A".repeat(64), "a".repeat(63), `${"a".repeat(64)}/x`]) {
      expect(() => store.keyOf(bad)).toThrow();
    }
  });

  it("detects bytes that no longer match their address", async () => {
    const objects = memoryStorage();
    const store = new ContentStore(objects);
    const { sha256 } = await store.put(text("original"));
    await objects.put(store.keyOf(sha256), text("tampered"));
    await expect(store.get(sha256)).rejects.toBeInstanceOf(ContentCorruptedError);
  });

  it("returns null for an unknown hash and lists the stored hashes", async () => {
    const store = new ContentStore(memoryStorage());
    expect(await store.get(sha256Hex(text("none")))).toBeNull();
    const a = await store.put(text("a"));
    const b = await store.put(text("b"));
    const hashes: string[] = [];
    for await (const hash of store.hashes()) hashes.push(hash);
    expect(hashes.sort()).toEqual([a.sha256, b.sha256].sort());
  });

  it("deletes by hash", async () => {
    const store = new ContentStore(memoryStorage());
    const { sha256 } = await store.put(text("bye"));
    await store.delete(sha256);
    expect(await store.get(sha256)).toBeNull();
  });
});
