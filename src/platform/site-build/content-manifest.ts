/**
 * The content manifest of a built site: dist/content-manifest.json names every file of content/
 * with its Git blob id. The content editor knows the blob ids of the files it committed, so
 * "is my change live?" is one comparison against the manifest the live site serves, the same
 * locally (the rebuilt dist/) and on Netlify (the deployed site), with no provider API involved.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const CONTENT_MANIFEST_FILE = "content-manifest.json";

export interface ContentManifest {
  /** Path below content/ ("presse/gruendung.mdx") -> Git blob id. */
  files: Record<string, string>;
}

/** Git's object id of a file's bytes: SHA-1 of "blob <length>\0<bytes>" (what GitHub's APIs report). */
export function gitBlobSha(bytes: Uint8Array): string {
  return createHash("sha1").update(`blob ${bytes.byteLength}\0`).update(bytes).digest("hex");
}

export async function buildContentManifest(contentDir: string): Promise<ContentManifest> {
  const files: Record<string, string> = {};
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith(".")) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(contentDir, full).split(path.sep).join("/")] = gitBlobSha(await readFile(full));
  }
  return { files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) };
}

export async function writeContentManifest(contentDir: string, distDir: string): Promise<void> {
  await writeFile(path.join(distDir, CONTENT_MANIFEST_FILE), `${JSON.stringify(await buildContentManifest(contentDir))}\n`);
}
