/**
 * The local content repository: the files of the working tree `npm start` serves (CONTENT_DIR,
 * default content/). A commit checks every expected blob id, then writes each file through a
 * temporary file and a rename, all under one in-process lock (the server is one process).
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { gitBlobSha } from "#platform/site-build/content-manifest.ts";
import { assertContentPath, StaleFileError, type CommitRequest, type CommitResult, type ContentRepository, type RepoFile } from "./repository.ts";

export function workingTreeRepository(contentDir: string): ContentRepository {
  let lock: Promise<unknown> = Promise.resolve();
  const full = (relative: string) => {
    assertContentPath(relative);
    return path.join(contentDir, ...relative.split("/"));
  };

  async function read(relative: string) {
    try {
      const bytes = new Uint8Array(await readFile(full(relative)));
      return { bytes, sha: gitBlobSha(bytes) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
      throw error;
    }
  }

  async function list(folder: string): Promise<RepoFile[]> {
    let names: string[];
    try {
      const entries = await readdir(full(folder), { withFileTypes: true });
      names = entries.filter((e) => e.isFile() && !e.name.startsWith(".")).map((e) => e.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const files: RepoFile[] = [];
    for (const name of names.sort()) {
      const file = await read(`${folder}/${name}`);
      if (file) files.push({ path: `${folder}/${name}`, sha: file.sha });
    }
    return files;
  }

  async function commitNow(request: CommitRequest): Promise<CommitResult> {
    for (const change of request.changes) {
      if (change.expectedSha === undefined) continue;
      const current = await read(change.path);
      if ((current?.sha ?? null) !== change.expectedSha) throw new StaleFileError(change.path, current?.sha ?? null);
    }
    const files: CommitResult["files"] = [];
    for (const change of request.changes) {
      const target = full(change.path);
      if (change.content === null) {
        await rm(target, { force: true });
        files.push({ path: change.path, sha: null });
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, change.content);
      await rename(temporary, target);
      files.push({ path: change.path, sha: gitBlobSha(change.content) });
    }
    const commitSha = createHash("sha1")
      .update(JSON.stringify({ files, at: Date.now(), message: request.message }))
      .digest("hex");
    return { commitSha, files };
  }

  return {
    kind: "working-tree",
    list,
    read,
    commit(request) {
      const result = lock.then(() => commitNow(request));
      lock = result.catch(() => {});
      return result;
    },
  };
}
