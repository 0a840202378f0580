import { mkdtemp, readdir, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { folderStorage } from "./folder-storage.ts";
import { describeObjectStorageContract } from "./object-storage.contract.ts";

const roots: string[] = [];
async function freshRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "vnsi-folder-storage-"));
  roots.push(root);
  return root;
}
afterAll(async () => {
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describeObjectStorageContract("folder", async () => folderStorage(await freshRoot()));

describe("folder storage on disk", () => {
  it("maps key segments to directories and leaves no temporary file behind", async () => {
    const root = await freshRoot();
    const storage = folderStorage(root);
    await storage.put("sha256/ab/abc", new Uint8Array([1]));
    expect(await readdir(join(root, "sha256", "ab"))).toEqual(["abc"]);
  });

  it("ignores a temporary file left by an interrupted write", async () => {
    const root = await freshRoot();
    const storage = folderStorage(root);
    await mkdir(join(root, "chunks"), { recursive: true });
    await writeFile(join(root, "chunks", ".tmp-1234"), "half");
    const keys: string[] = [];
    for await (const key of storage.list("chunks/")) keys.push(key);
    expect(keys).toEqual([]);
  });

  it("lists nothing under a prefix whose folder does not exist yet", async () => {
    const storage = folderStorage(join(await freshRoot(), "not-created"));
    const keys: string[] = [];
    for await (const key of storage.list("")) keys.push(key);
    expect(keys).toEqual([]);
  });
});
