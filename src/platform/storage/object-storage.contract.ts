/**
 * The behaviour every ObjectStorage implementation must show, run by each implementation's test
 * file against a fresh instance (folder in a temp dir, Netlify Blobs against the local Blobs server,
 * memory).
 */
import { describe, expect, it } from "vitest";
import { InvalidStorageKeyError, type ObjectStorage } from "./object-storage.ts";

export function describeObjectStorageContract(name: string, open: () => Promise<ObjectStorage>): void {
  describe(`${name}: ObjectStorage contract`, () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    const collect = async (items: AsyncIterable<string>) => {
      const keys: string[] = [];
      for await (const key of items) keys.push(key);
      return keys.sort();
    };

    it("reads back exactly what was put, and null for a missing key", async () => {
      const storage = await open();
      await storage.put("a/b/one", bytes(1, 2, 3));
      expect(await storage.get("a/b/one")).toEqual(bytes(1, 2, 3));
      expect(await storage.get("a/b/two")).toBeNull();
      expect(await storage.has("a/b/one")).toBe(true);
      expect(await storage.has("a/b/two")).toBe(false);
    });

    it("round-trips an empty object and a 4 MiB object byte for byte", async () => {
      const storage = await open();
      const large = new Uint8Array(4 * 1024 * 1024);
      for (let i = 0; i < large.length; i++) large[i] = (i * 131 + (i >> 11)) & 0xff;
      await storage.put("empty", new Uint8Array(0));
      await storage.put("large", large);
      expect(await storage.get("empty")).toEqual(new Uint8Array(0));
      const back = await storage.get("large");
      expect(back?.length).toBe(large.length);
      expect(Buffer.compare(Buffer.from(back!), Buffer.from(large))).toBe(0);
    });

    it("stores only the bytes of a view, not the rest of its buffer", async () => {
      const storage = await open();
      const whole = bytes(9, 9, 1, 2, 9);
      await storage.put("view", whole.subarray(2, 4));
      expect(await storage.get("view")).toEqual(bytes(1, 2));
    });

    it("keeps its own copy: changing the caller's array after put changes nothing", async () => {
      const storage = await open();
      const input = bytes(5, 6);
      await storage.put("copy", input);
      input[0] = 0;
      expect(await storage.get("copy")).toEqual(bytes(5, 6));
    });

    it("overwrites an existing key", async () => {
      const storage = await open();
      await storage.put("k", bytes(1));
      await storage.put("k", bytes(2, 2));
      expect(await storage.get("k")).toEqual(bytes(2, 2));
    });

    it("deletes, and deleting a missing key is no error", async () => {
      const storage = await open();
      await storage.put("gone", bytes(1));
      await storage.delete("gone");
      await storage.delete("gone");
      await storage.delete("never/was");
      expect(await storage.get("gone")).toBeNull();
      expect(await storage.has("gone")).toBe(false);
    });

    it("lists keys by prefix, also part-way through a segment, and nothing else", async () => {
      const storage = await open();
      for (const key of ["chunks/ab/1", "chunks/ab/2", "chunks/ac/3", "chunks/b/4", "chunksx", "other/ab/5"]) {
        await storage.put(key, bytes(0));
      }
      expect(await collect(storage.list("chunks/"))).toEqual(["chunks/ab/1", "chunks/ab/2", "chunks/ac/3", "chunks/b/4"]);
      expect(await collect(storage.list("chunks/a"))).toEqual(["chunks/ab/1", "chunks/ab/2", "chunks/ac/3"]);
      expect(await collect(storage.list("chunks/ab/"))).toEqual(["chunks/ab/1", "chunks/ab/2"]);
      expect(await collect(storage.list("chunks"))).toEqual(["chunks/ab/1", "chunks/ab/2", "chunks/ac/3", "chunks/b/4", "chunksx"]);
      expect(await collect(storage.list("nothing/"))).toEqual([]);
    });

    it("refuses keys that could escape or confuse the key space", async () => {
      const storage = await open();
      for (const key of ["", "/abs", "a//b", "../up", "a/../b", ".hidden", "a/.tmp-x", "a b", "a\\b", "trailing/", "ä"]) {
        await expect(storage.put(key, bytes(1)), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });
  });
}
