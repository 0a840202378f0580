/**
 * The internal app's initial bundle (scripts/measure-backend-bundle.ts, budget 150 KB brotli) is
 * what main.tsx imports statically, transitively. zod alone is ~24 KB brotli of it, so the shell
 * keeps zod (and the contracts that bring it) behind lazy imports; this test names the chain when
 * a static import pulls it back in. Type-only imports and import() are not part of the bundle.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\s+from\s+)?["']([^"']+)["']/g;
const ALIASES: Record<string, string> = { "#platform/": "src/platform/", "#modules/": "src/modules/", "#shared/": "src/shared/", "#ui/": "src/ui/" };

function resolve(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  if (alias) return path.join(root, ALIASES[alias]!, spec.slice(alias.length));
  if (spec.startsWith(".")) return path.resolve(path.dirname(from), spec);
  return null;
}

/** Package name -> the chain of source files that imports it first (breadth first from main.tsx). */
function staticPackages(entry: string): Map<string, string[]> {
  const parent = new Map<string, string | null>([[entry, null]]);
  const packages = new Map<string, string[]>();
  const queue = [entry];
  const chain = (file: string) => {
    const out: string[] = [];
    for (let f: string | null = file; f; f = parent.get(f) ?? null) out.unshift(path.relative(root, f));
    return out;
  };
  while (queue.length) {
    const file = queue.shift()!;
    if (!/\.(ts|tsx)$/.test(file) || !existsSync(file)) continue;
    for (const [, spec] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = resolve(file, spec!);
      if (target === null) {
        const name = spec!.startsWith("@") ? spec!.split("/").slice(0, 2).join("/") : spec!.split("/")[0]!;
        if (!packages.has(name)) packages.set(name, chain(file));
      } else if (!parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  return packages;
}

describe("the internal app's initial imports", () => {
  const packages = staticPackages(path.join(root, "src/app/main.tsx"));

  it("finds the packages it should (the walk works)", () => {
    expect([...packages.keys()]).toEqual(expect.arrayContaining(["react", "react-router", "@tanstack/react-query"]));
  });

  it("holds no zod and no date library: screens load them lazily", () => {
    for (const name of ["zod", "date-fns", "@date-fns/tz"]) expect(packages.get(name), `${name} via ${packages.get(name)?.join(" -> ")}`).toBeUndefined();
  });
});
