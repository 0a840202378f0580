import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import type { Dirent } from "node:fs";
import { dirname, join } from "node:path";
import { assertStorageKey, assertStoragePrefix, type ObjectStorage } from "./object-storage.ts";

/**
 * Object storage in a local folder: one file per key (key segments become directories).
 * A write goes to a hidden temporary file that is synced and then renamed into place, so a crash
 * never leaves a half-written object under its key; listing skips the hidden temporaries.
 */
export function folderStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split("/"));
  };

  return {
    kind: "folder",
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = join(dirname(target), `.tmp-${randomUUID()}`);
      const handle = await open(temporary, "w");
      try {
        await handle.writeFile(bytes);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      try {
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        const buffer = await readFile(pathOf(key));
        // A view, not `new Uint8Array(buffer)`, which would copy the whole object once more.
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      // Walk only the directory the prefix's complete segments point at.
      const segments = prefix.split("/").slice(0, -1);
      yield* walk(join(root, ...segments), segments.join("/"), prefix);
    },
  };
}

async function* walk(directory: string, keyPrefix: string, wanted: string): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === "ENOTDIR") return;
    throw error;
  }
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue; // temporaries of writes in flight
    const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (`${key}/`.startsWith(wanted) || wanted.startsWith(`${key}/`)) {
        yield* walk(join(directory, entry.name), key, wanted);
      }
    } else if (entry.isFile() && key.startsWith(wanted)) {
      yield key;
    }
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === "ENOENT";
}
