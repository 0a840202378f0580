/**
 * The module layout's import rules (ADR 008), checked on every source file:
 *   - src/shared (isomorphic base) imports only src/shared;
 *   - src/platform (server platform) imports src/platform and src/shared, never a module;
 *   - src/ui (browser kit) imports src/ui and src/shared;
 *   - a module imports another module only through that module's index.ts (its server-side
 *     interface), its schema (schema.ts or schema/: the public shapes, isomorphic) or its
 *     contract.ts (its endpoints, ADR 260);
 *   - a module's ui/ never imports server/ code nor the platform; its server/ never imports src/ui;
 *     its isomorphic files (schema, rules, labels) import neither;
 *   - the app shells (src/app, src/pages, netlify/functions, src/composition) sit on top.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryFiles } from "../helpers/repository-files.ts";

const root = path.resolve(import.meta.dirname, "../..");
const SOURCE = /\.(ts|tsx|mts|astro)$/;

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?["'](\.{1,2}\/[^"']+|#[a-z]+\/[^"']+)["']|import\(\s*["'](\.{1,2}\/[^"']+|#[a-z]+\/[^"']+)["']\s*\)/g;

/** The path aliases of package.json "imports" (ADR 262): "#platform/clock.ts" -> "src/platform/clock.ts". */
const ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries((JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { imports?: Record<string, string> }).imports ?? {}).map(
    ([alias, target]) => [alias.replace("*", ""), target.replace("*", "").replace(/^\.\//, "")],
  ),
);

function resolveSpec(file: string, spec: string): string {
  if (!spec.startsWith("#")) return path.relative(root, path.resolve(path.dirname(file), spec));
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  if (!alias) throw new Error(`${file}: unknown path alias ${spec}`);
  return ALIASES[alias] + spec.slice(alias.length);
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, "utf8");
  const found: Import[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[3] ?? match[4];
    if (!spec) continue;
    const to = resolveSpec(file, spec);
    found.push({ from: path.relative(root, file), to, typeOnly: Boolean(match[2]) });
  }
  return found;
}

const moduleOf = (p: string) => /^src\/modules\/([^/]+)\//.exec(p)?.[1];
const inModulePart = (p: string, part: string) => new RegExp(`^src/modules/[^/]+/${part}/`).test(p);
const isTest = (p: string) => /\.test\.(ts|tsx)$/.test(p) || p.includes("/testing/");
const isPublicEntry = (p: string, m: string) =>
  p === `src/modules/${m}/index.ts` || p === `src/modules/${m}/schema.ts` || p.startsWith(`src/modules/${m}/schema/`) || p === `src/modules/${m}/contract.ts`;

/** The rule an import breaks, or undefined. */
function violation({ from, to, typeOnly }: Import): string | undefined {
  // Tests may wire modules together (integration tests); the rules are about product code.
  if (isTest(from)) return undefined;
  if (from.startsWith("src/shared/") && !to.startsWith("src/shared/")) return "src/shared imports only src/shared";
  if (from.startsWith("src/platform/") && to.startsWith("src/") && !to.startsWith("src/platform/") && !to.startsWith("src/shared/")) {
    return "the platform imports only the platform and src/shared";
  }
  if (from.startsWith("src/ui/") && to.startsWith("src/") && !to.startsWith("src/ui/") && !to.startsWith("src/shared/"))
    return "src/ui imports only src/ui and src/shared";
  const fromModule = moduleOf(from);
  if (fromModule) {
    const toModule = moduleOf(to);
    if (toModule && toModule !== fromModule && !isPublicEntry(to, toModule))
      return `another module only through src/modules/${toModule}/index.ts, its schema or its contract`;
    if (toModule && toModule !== fromModule && inModulePart(from, "ui") && to.endsWith("/index.ts") && !typeOnly)
      return "a module's ui/ imports only types from another module's index.ts";
    if (inModulePart(from, "ui") && (to.startsWith("src/platform/") || inModulePart(to, "server"))) return "ui/ never imports server code or the platform";
    if (inModulePart(from, "server") && to.startsWith("src/ui/")) return "server/ never imports src/ui";
    const isomorphic = !inModulePart(from, "ui") && !inModulePart(from, "server") && !from.endsWith("/index.ts");
    if (isomorphic && !isTest(from) && (to.startsWith("src/platform/") || to.startsWith("src/ui/") || inModulePart(to, "server") || inModulePart(to, "ui"))) {
      return "a module's isomorphic files (schema, rules, labels) import neither server nor ui code";
    }
    if (to.startsWith("src/app/") || to.startsWith("src/composition/")) return "modules never import the app shells";
  }
  if (
    (from.startsWith("src/app/") || from.startsWith("src/pages/")) &&
    (to.startsWith("src/platform/") || inModulePart(to, "server") || to.startsWith("src/composition/"))
  ) {
    return "browser code never imports server code";
  }
  return undefined;
}

describe("module boundaries (ADR 008)", () => {
  const files = ["src", "netlify/functions"].flatMap((dir) => repositoryFiles(path.join(root, dir), (name) => SOURCE.test(name)));
  const imports = files.flatMap(importsOf);

  it("finds the imports it checks", () => {
    expect(imports.length).toBeGreaterThan(500);
  });

  it("keeps every import within the rules", () => {
    const broken = imports
      .map((i) => ({ ...i, rule: violation(i) }))
      .filter((i) => i.rule)
      .map((i) => `${i.from} -> ${i.to}: ${i.rule}`);
    expect(broken).toEqual([]);
  });

  it("leaves nothing behind in the old folders", () => {
    for (const old of ["src/server", "src/features", "src/backend", "src/backend/ui", "src/backend/routes/crm", "src/shared/members"]) {
      expect(() => statSync(path.join(root, old)), old).toThrow();
    }
  });

  it("reads path aliases like relative imports", () => {
    expect(resolveSpec(path.join(root, "src/modules/crm/ui/a.ts"), "#platform/http/router.ts")).toBe("src/platform/http/router.ts");
    expect(imports.some((i) => i.from === "src/modules/crm/server/routes.ts" && i.to === "src/platform/http/router.ts")).toBe(true);
  });

  it("recognises a broken rule (self-test)", () => {
    expect(violation({ from: "src/platform/outbox/x.ts", to: "src/modules/crm/index.ts", typeOnly: false })).toBeDefined();
    expect(violation({ from: "src/modules/crm/server/a.ts", to: "src/modules/members/server/b.ts", typeOnly: false })).toBeDefined();
    expect(violation({ from: "src/modules/crm/ui/A.tsx", to: "src/modules/crm/server/b.ts", typeOnly: false })).toBeDefined();
    expect(violation({ from: "src/modules/crm/server/a.ts", to: "src/modules/members/index.ts", typeOnly: false })).toBeUndefined();
  });
});
