/**
 * Bundles kept per input (like .ci/run's node_modules cache, ADR 210): Netlify's bundler takes about
 * 140 s of CPU for the 22 functions, more than the whole unit phase's share on two cores. The key
 * is the git hash of everything a bundle is made from (sources, functions, migrations, netlify.toml,
 * the lockfiles, the bundler's own version) plus the Node version; a tree with uncommitted changes
 * in those paths is never cached (its git hashes would not describe it), so a changed line always
 * bundles afresh. VNSI_CI_CACHE moves the cache; TEST_BUNDLES_CACHE=0 turns it off.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const INPUTS = ["src", "netlify", "db", "netlify.toml", "package.json", "package-lock.json", "scripts/netlify-bundler"];

function git(args: string[]): string {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
}

/** The cache folder for this tree's bundles, or undefined when this tree cannot be cached. */
export function bundleCacheDir(): string | undefined {
  if (process.env.TEST_BUNDLES_CACHE === "0") return undefined;
  try {
    if (git(["status", "--porcelain", "--", ...INPUTS]).trim() !== "") return undefined;
    const key = createHash("sha256")
      .update(git(["ls-files", "-s", "--", ...INPUTS]))
      .update(process.version)
      .digest("hex")
      .slice(0, 20);
    return path.join(process.env.VNSI_CI_CACHE ?? path.join(os.homedir(), ".cache/vnsi-ci"), `bundles-${key}`);
  } catch {
    return undefined; // not a git checkout
  }
}

export async function hasCachedBundles(dir: string | undefined): Promise<boolean> {
  return dir !== undefined && (await stat(path.join(dir, "manifest.json")).catch(() => undefined)) !== undefined;
}

/** Keeps the zips of `from` as `dir` (written aside, then renamed), and only the two newest such folders. */
export async function keepBundles(from: string, dir: string): Promise<void> {
  const partial = `${dir}.partial-${process.pid}`;
  await mkdir(path.dirname(dir), { recursive: true });
  await cp(from, partial, { recursive: true });
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  const parent = path.dirname(dir);
  const kept = (await readdir(parent)).filter((name) => /^bundles-[0-9a-f]+$/.test(name));
  const byAge = await Promise.all(kept.map(async (name) => ({ name, at: (await stat(path.join(parent, name))).mtimeMs })));
  for (const old of byAge.sort((a, b) => b.at - a.at).slice(2)) await rm(path.join(parent, old.name), { recursive: true, force: true });
}
