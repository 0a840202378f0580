/**
 * Rewrites relative imports that leave their unit into the path aliases of package.json
 * "imports" (ADR 262): `../../../platform/http/router.ts` -> `#platform/http/router.ts`.
 * A unit is a module (src/modules/<m>), src/platform, src/shared or src/ui; imports inside a unit
 * stay relative (`./crm-api.ts`, `../schema.ts`). Only .ts/.tsx/.mts files are touched.
 *
 *   node scripts/codemods/use-path-aliases.ts src/modules/crm src/modules/notifications   # some folders
 *   node scripts/codemods/use-path-aliases.ts --check src                                # lists, changes nothing
 *
 * The lead runs it over `src netlify tests scripts` at the sync point (then `npm run format`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const ALIASES: [string, string][] = [
  ["src/platform/", "#platform/"],
  ["src/modules/", "#modules/"],
  ["src/shared/", "#shared/"],
  ["src/ui/", "#ui/"],
];
const SPECIFIER = /((?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?|import\(\s*)(["'])(\.{1,2}\/[^"']+)\2/g;

/** The unit of a repository path: "src/modules/crm", "src/platform", ... or undefined outside src. */
export function unitOf(rel: string): string | undefined {
  const module = /^src\/modules\/[^/]+/.exec(rel);
  if (module) return module[0];
  return /^src\/(platform|shared|ui)\b/.exec(rel)?.[0];
}

/** The aliased specifier for an import from `fromRel` of `spec`, or undefined to keep it. */
export function aliasFor(fromRel: string, spec: string): string | undefined {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), spec));
  const targetUnit = unitOf(target);
  if (!targetUnit || targetUnit === unitOf(fromRel)) return undefined;
  for (const [prefix, alias] of ALIASES) if (target.startsWith(prefix)) return alias + target.slice(prefix.length);
  return undefined;
}

export function rewrite(fromRel: string, text: string): string {
  return text.replace(SPECIFIER, (whole, head: string, quote: string, spec: string) => {
    const alias = aliasFor(fromRel, spec);
    return alias ? `${head}${quote}${alias}${quote}` : whole;
  });
}

function walk(dir: string): string[] {
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir)
    .flatMap((name) => (name === "node_modules" || name === "dist" ? [] : walk(path.join(dir, name))))
    .filter((f) => /\.(ts|tsx|mts)$/.test(f));
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const targets = args.filter((a) => a !== "--check");
  if (!targets.length) throw new Error("usage: node scripts/codemods/use-path-aliases.ts [--check] <folder or file>...");
  let changed = 0;
  for (const file of targets.flatMap((t) => walk(path.resolve(root, t)))) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    const before = readFileSync(file, "utf8");
    const after = rewrite(rel, before);
    if (after === before) continue;
    changed++;
    if (check) console.log(rel);
    else writeFileSync(file, after);
  }
  console.log(`${check ? "would change" : "changed"} ${changed} files`);
  if (check && changed) process.exitCode = 1;
}
