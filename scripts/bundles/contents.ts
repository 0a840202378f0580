/**
 * What a function bundle may hold. Netlify's tracer (nft) follows paths computed at run time too,
 * as patterns over the build's working tree: an earlier bundle carried
 * `.data/e2e-*\/auth-keys/private-key.pem` (the local sign-in key of a test server) because the local
 * key store builds its path from DATA_DIR. netlify.toml's "!" patterns keep such files out; this
 * checks the result, file by file, for every bundle.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { ROOT } from "./netlify-bundle.ts";

/** Every file below dir, relative to it, with "/" separators. */
export async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else files.push(relative);
  }
  return files;
}

/** Where a bundle's files may come from: Netlify's wrapper, the function, packages, migrations. */
const ALLOWED = [/^___netlify-[\w-]+\.(mjs|json)$/, /^netlify\/functions\/[\w-]+\.mjs$/, /^node_modules\//, /^db\/migrations\/\d{4}_\w+\.sql$/];

/** Never in a bundle, wherever it lies. */
const FORBIDDEN: [RegExp, string][] = [
  [/(^|\/)\.data\//, "local data (.data/)"],
  [/(^|\/)\.env(\.|$)/, "an .env file"],
  [/\.(pem|key|p12|pfx)$/, "a key file"],
  [/(^|\/)(tests?|__tests__)\/|\.(test|spec)\.[cm]?[jt]sx?$/, "a test file"],
  [/^content\//, "site content (drafts are in the database, content/ is the site's source)"],
  // Local-only packages and build tools: the embedded database, the site build, the Node binary.
  [
    /^node_modules\/(node|@electric-sql\/pglite|astro|vite|vitest|@playwright|playwright|playwright-core|typescript|esbuild|@esbuild)\//,
    "a local-only package or build tool",
  ],
];

/** Problems of one unpacked bundle (empty when it is clean). */
export function contentProblems(name: string, files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const forbidden = FORBIDDEN.find(([pattern]) => pattern.test(file));
    if (forbidden) problems.push(`${name}: ${file} (${forbidden[1]})`);
    else if (!ALLOWED.some((pattern) => pattern.test(file))) problems.push(`${name}: ${file} (not the function, a package or a migration)`);
  }
  return problems;
}

/**
 * Files the tracer must not pick up, planted in the working tree before bundling so the check does
 * not depend on whether a test server has left its data there (it had, when the leak was found).
 */
const CANARY_DIR = path.join(ROOT, ".data/test-bundles-canary");

export async function plantCanaries(): Promise<() => Promise<void>> {
  await mkdir(path.join(CANARY_DIR, "auth-keys"), { recursive: true });
  await mkdir(path.join(CANARY_DIR, "outbox"), { recursive: true });
  await writeFile(
    path.join(CANARY_DIR, "auth-keys/private-key.pem"),
    "-----BEGIN PRIVATE KEY-----\ncanary of npm run test:bundles\n-----END PRIVATE KEY-----\n",
  );
  await writeFile(path.join(CANARY_DIR, "outbox/canary.json"), "{}\n");
  return () => rm(CANARY_DIR, { recursive: true, force: true });
}
