/**
 * The local rebuild of the static site after a publish (`npm start`, the e2e server): runs
 * `astro build` into a fresh folder beside DIST_DIR and swaps it in, so the server never serves a
 * half-written dist/; listeners (scripts/serve.ts) then drop their file cache and reload the
 * headers. Requests while a build runs are coalesced into one more build after it, so every
 * publish is covered by a build that started after its commit. Netlify never runs this: there the
 * site is rebuilt by Netlify from the repository (ADR 271).
 */
import { spawn } from "node:child_process";
import { rename, rm } from "node:fs/promises";
import path from "node:path";

/**
 * Astro's CLI, relative to the project. Read through a variable on purpose: Netlify's file tracer
 * (nft) would otherwise follow a literal path and pack Astro into the function bundles, which never
 * build the site (ADR 271).
 */
const ASTRO_CLI = process.env.ASTRO_CLI_PATH ?? ["node_modules", "astro", "bin", "astro.mjs"].join("/");

export interface BuildOutcome {
  startedAt: Date;
  finishedAt: Date;
  /** German message for the editor, when the build failed. */
  error: string | null;
}

export interface LocalSiteBuild {
  /** Asks for a build; one that starts after this call will include every file written before it. */
  request(): void;
  /** Resolves when no build runs or waits (tests, shutdown). */
  idle(): Promise<void>;
  running(): boolean;
  lastOutcome(): BuildOutcome | null;
  onRebuilt(listener: () => void | Promise<void>): () => void;
  readonly distDir: string;
  readonly contentDir: string;
}

export interface LocalSiteBuildOptions {
  /** The project whose `astro build` runs (astro.config.mjs, src/). */
  root: string;
  distDir: string;
  contentDir: string;
  /** The build as a command; by default Astro's CLI on this Node binary. */
  command?: (outDir: string) => { file: string; args: string[]; env: NodeJS.ProcessEnv };
  log?: (line: string) => void;
}

export function createLocalSiteBuild(options: LocalSiteBuildOptions): LocalSiteBuild {
  const { root, distDir, contentDir } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const command =
    options.command ??
    ((outDir: string) => ({
      file: process.execPath,
      args: [path.join(root, ASTRO_CLI), "build"],
      env: { ...process.env, DIST_DIR: outDir, CONTENT_DIR: contentDir, ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
    }));
  const listeners = new Set<() => void | Promise<void>>();
  let current: Promise<void> | null = null;
  let again = false;
  let outcome: BuildOutcome | null = null;
  let counter = 0;

  async function buildOnce(): Promise<void> {
    const startedAt = new Date();
    const outDir = `${distDir}.next-${process.pid}-${++counter}`;
    let error: string | null = null;
    try {
      await run(command(outDir), root, log);
      await swapIn(outDir, distDir);
      for (const listener of listeners) await listener();
    } catch (failure) {
      error = `Die Website konnte nicht neu gebaut werden: ${(failure as Error).message}`;
      log(`[site-build] ${error}`);
      await rm(outDir, { recursive: true, force: true }).catch(() => {});
    }
    outcome = { startedAt, finishedAt: new Date(), error };
  }

  async function loop(): Promise<void> {
    do {
      again = false;
      await buildOnce();
    } while (again);
    current = null;
  }

  return {
    distDir,
    contentDir,
    request() {
      if (current) again = true;
      else current = loop();
    },
    async idle() {
      while (current) await current;
    },
    running: () => current !== null,
    lastOutcome: () => outcome,
    onRebuilt(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Replaces distDir by outDir with two renames; the old build is removed afterwards. */
async function swapIn(outDir: string, distDir: string): Promise<void> {
  const old = `${outDir}.old`;
  await rename(distDir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(outDir, distDir);
  await rm(old, { recursive: true, force: true });
}

function run(spec: { file: string; args: string[]; env: NodeJS.ProcessEnv }, cwd: string, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(spec.file, spec.args, { cwd, env: spec.env, stdio: ["ignore", "pipe", "pipe"] });
    let tail = "";
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString("utf8")).slice(-4000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) return resolve();
      log(`[site-build] astro build failed:\n${tail}`);
      const reason = /\[(\w+Error)\][^\n]*/.exec(tail)?.[0] ?? `Exit-Code ${code}`;
      reject(new Error(reason));
    });
  });
}

let shared: LocalSiteBuild | undefined;

/**
 * The process's one local build of the repository this file belongs to, for DIST_DIR and
 * CONTENT_DIR (the same variables scripts/serve.ts and astro.config.mjs read).
 */
export function localSiteBuild(): LocalSiteBuild {
  if (!shared) {
    const root = path.resolve(import.meta.dirname, "../../..");
    shared = createLocalSiteBuild({
      root,
      distDir: path.resolve(root, process.env.DIST_DIR ?? "dist"),
      contentDir: path.resolve(root, process.env.CONTENT_DIR ?? "content"),
    });
  }
  return shared;
}
