/**
 * Measures the JavaScript the internal app needs before it can render: the entry script of
 * backend.html plus every chunk it imports statically (transitively), brotli-compressed.
 * Lazily imported screens and Clerk are not counted, which is the point: they load on demand.
 *
 *   node scripts/measure-backend-bundle.ts [distDir]     (default: DIST_DIR or dist)
 * Prints a table and exits 1 above the budget of 150 KB brotli (issue 4).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

export const BUDGET_BYTES = 150 * 1024;

// `import x from"./a.js"`, `import"./a.js"` and `export{x}from"./a.js"`; never `import("./a.js")`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
}

export function brotliSize(bytes: Buffer): number {
  return brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function measureInitialJs(distDir: string): { file: string; raw: number; brotli: number }[] {
  const html = readFileSync(path.join(distDir, "backend.html"), "utf8");
  const entries = [...html.matchAll(/<script[^>]+src="(\/_astro\/[^"]+\.js)"/g)].map((m) => path.join(distDir, m[1]!));
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const spec of staticImports(code)) queue.push(path.resolve(path.dirname(file), spec));
  }
  return [...seen].map((file) => {
    const bytes = readFileSync(file);
    return { file: path.relative(distDir, file), raw: bytes.length, brotli: brotliSize(bytes) };
  });
}

if (import.meta.main) {
  const distDir = path.resolve(process.argv[2] ?? process.env.DIST_DIR ?? "dist");
  const rows = measureInitialJs(distDir).sort((a, b) => b.brotli - a.brotli);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const row of rows) console.log(`${kb(row.brotli).padStart(10)} br ${kb(row.raw).padStart(10)} raw  ${row.file}`);
  const total = rows.reduce((sum, r) => sum + r.brotli, 0);
  const raw = rows.reduce((sum, r) => sum + r.raw, 0);
  console.log(`${kb(total).padStart(10)} br ${kb(raw).padStart(10)} raw  initial JavaScript of backend.html (budget ${kb(BUDGET_BYTES)} br)`);
  if (total > BUDGET_BYTES) process.exit(1);
}
