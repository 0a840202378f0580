/**
 * Bundles netlify/functions the way `netlify build` does: @netlify/zip-it-and-ship-it (installed
 * apart from the site's dependencies, as Netlify's build has its own: scripts/netlify-bundler/ holds
 * its package.json and lockfile, installed into node_modules/.netlify-bundler/ on first use, where
 * no walker over the sources looks)
 * with the [functions] settings of netlify.toml translated exactly as Netlify's build translates
 * them (node_bundler "esbuild" -> "esbuild_zisi", included_files relative to the base directory,
 * dynamic imports traced). For .mts functions the bundler traces files with nft whatever
 * node_bundler says, so a file resolved at run time by a path the tracer cannot see is missing.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parse } from "smol-toml";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const TOOL_SOURCE = path.join(ROOT, "scripts/netlify-bundler");
/** Where the bundler is installed (exported for the sandbox, which unzips with its extract-zip). */
export const TOOL_DIR = path.join(ROOT, "node_modules/.netlify-bundler");

export interface BundleRoute {
  pattern: string;
  literal?: string;
  expression?: string;
  methods: string[];
}

export interface BundledFunction {
  name: string;
  zip: string;
  routes: BundleRoute[];
  schedule?: string;
}

interface TomlFunctionSettings {
  directory?: string;
  node_bundler?: string;
  included_files?: string[];
  external_node_modules?: string[];
  ignored_node_modules?: string[];
  schedule?: string;
}

interface ZisiModule {
  zipFunctions(
    input: string[],
    dest: string,
    options: Record<string, unknown>,
  ): Promise<{ name: string; path: string; routes?: BundleRoute[]; schedule?: string }[]>;
}

/**
 * Installs the bundler on first use (its own lockfile, so the version is the one we tested). A clean
 * clone in CI gets node_modules from .ci/run's cache, filled before any test ran, so without it;
 * the installed bundler is kept beside that cache (hard links, keyed by its lockfile's hash) and
 * taken from there next time instead of installing it again.
 */
export function ensureBundler(): void {
  const lock = (dir: string) => readFileSync(path.join(dir, "package-lock.json"), "utf8");
  const installed = (dir: string) => existsSync(path.join(dir, "node_modules/.package-lock.json")) && lock(dir) === lock(TOOL_SOURCE);
  if (installed(TOOL_DIR)) return;
  const hash = createHash("sha256").update(lock(TOOL_SOURCE)).digest("hex").slice(0, 16);
  const cached = path.join(process.env.VNSI_CI_CACHE || path.join(os.homedir(), ".cache/vnsi-ci"), `netlify-bundler-${process.arch}-${hash}`);
  rmSync(TOOL_DIR, { recursive: true, force: true });
  if (installed(cached)) {
    execFileSync("cp", ["-al", cached, TOOL_DIR]);
    if (installed(TOOL_DIR)) return void console.log(`test:bundles: Netlify's function bundler from the cache (${cached})`);
  }
  console.log("test:bundles: installing Netlify's function bundler into node_modules/.netlify-bundler ...");
  mkdirSync(TOOL_DIR, { recursive: true });
  for (const file of ["package.json", "package-lock.json"]) copyFileSync(path.join(TOOL_SOURCE, file), path.join(TOOL_DIR, file));
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: TOOL_DIR, stdio: "inherit" });
  try {
    rmSync(`${cached}.partial`, { recursive: true, force: true });
    mkdirSync(path.dirname(cached), { recursive: true });
    execFileSync("cp", ["-al", TOOL_DIR, `${cached}.partial`]);
    renameSync(`${cached}.partial`, cached);
  } catch (error) {
    console.log(`test:bundles: could not keep the bundler in ${cached}: ${(error as Error).message}`);
  }
}

/** netlify.toml's [functions] as zip-it-and-ship-it's config (what @netlify/build passes it). */
export function zisiConfig(functions: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): Record<string, Record<string, unknown>> {
  const normalize = (settings: TomlFunctionSettings) => ({
    externalNodeModules: settings.external_node_modules,
    includedFiles: settings.included_files,
    includedFilesBasePath: ROOT,
    ignoredNodeModules: settings.ignored_node_modules,
    nodeBundler: settings.node_bundler === "esbuild" ? "esbuild_zisi" : settings.node_bundler,
    nodeVersion: env.AWS_LAMBDA_JS_RUNTIME,
    processDynamicNodeImports: true,
    schedule: settings.schedule,
    zipGo: true,
  });
  // Top-level keys apply to every function ("*"); a table is a per-function (glob) section.
  const topLevel: TomlFunctionSettings = {};
  const config: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(functions)) {
    if (value && typeof value === "object" && !Array.isArray(value)) config[key] = normalize(value as TomlFunctionSettings);
    else (topLevel as Record<string, unknown>)[key] = value;
  }
  return { "*": normalize(topLevel), ...config };
}

/** Bundles bundled earlier: the zips and manifest.json zip-it-and-ship-it wrote into `dir`. */
export async function savedBundles(dir: string): Promise<BundledFunction[]> {
  const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as {
    functions: { name: string; routes?: BundleRoute[]; schedule?: string }[];
  };
  return manifest.functions.map((f) => ({ name: f.name, zip: path.join(dir, `${f.name}.zip`), routes: f.routes ?? [], schedule: f.schedule }));
}

/** Bundles every function into `destDir` as zips; returns them with their routes and schedules. */
export async function bundleFunctions(destDir: string): Promise<BundledFunction[]> {
  ensureBundler();
  const toml = parse(await readFile(path.join(ROOT, "netlify.toml"), "utf8")) as { functions?: Record<string, unknown> };
  const functions = toml.functions ?? {};
  const directory = path.join(ROOT, String(functions.directory ?? "netlify/functions"));
  const zisi = (await import(pathToFileURL(path.join(TOOL_DIR, "node_modules/@netlify/zip-it-and-ship-it/dist/main.js")).href)) as ZisiModule;
  const results = await zisi.zipFunctions([directory], destDir, {
    archiveFormat: "zip",
    basePath: ROOT,
    repositoryRoot: ROOT,
    config: zisiConfig(functions),
    manifest: path.join(destDir, "manifest.json"),
  });
  return results.map((r) => ({ name: r.name, zip: r.path, routes: r.routes ?? [], schedule: r.schedule }));
}
