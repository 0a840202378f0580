/**
 * The ratchet of the contract conversion (issue 24, ADR 260): per module, how many unchecked API
 * calls (`apiFetch(` / `apiFetch<`: the answer's type is asserted, not derived), URL strings
 * ("/api/..." in a string or template literal) in browser code, and route-table entries without a
 * declared answer (`route({ ... })`, the older form) are left. A count may only fall: when you
 * convert a module, lower its numbers in BASELINE (the test tells you to); a rise fails.
 * Wave 2 of issue 24 drives every number to zero and then deletes this file's baseline.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryFiles } from "../helpers/repository-files.ts";

const root = path.resolve(import.meta.dirname, "../..");

interface Counts {
  casts: number;
  urls: number;
  legacyRoutes: number;
}

/** Counts of 2026-11-27 after the exemplars (crm, notifications, user-management) were converted. */
const BASELINE: Record<string, Counts> = {
  "(app shell src/app)": { casts: 0, urls: 0, legacyRoutes: 0 },
  account: { casts: 0, urls: 0, legacyRoutes: 0 },
  analytics: { casts: 0, urls: 0, legacyRoutes: 0 },
  assembly: { casts: 0, urls: 0, legacyRoutes: 0 },
  audit: { casts: 0, urls: 0, legacyRoutes: 0 },
  collab: { casts: 1, urls: 0, legacyRoutes: 0 },
  contact: { casts: 0, urls: 0, legacyRoutes: 0 },
  crm: { casts: 0, urls: 0, legacyRoutes: 0 },
  discussions: { casts: 0, urls: 0, legacyRoutes: 0 },
  documents: { casts: 0, urls: 0, legacyRoutes: 0 },
  finances: { casts: 0, urls: 0, legacyRoutes: 0 },
  // +1 each: the admission check of § 3 Abs. 5 (82cff3e) landed on the old shape in parallel with
  // this ratchet; the conversion of both modules (issue 24) takes them to zero.
  members: { casts: 0, urls: 0, legacyRoutes: 0 },
  "membership-applications": { casts: 0, urls: 0, legacyRoutes: 0 },
  notifications: { casts: 0, urls: 0, legacyRoutes: 0 },
  "political-workbench": { casts: 0, urls: 0, legacyRoutes: 0 },
  security: { casts: 0, urls: 0, legacyRoutes: 0 },
  system: { casts: 0, urls: 0, legacyRoutes: 0 },
  tasks: { casts: 0, urls: 0, legacyRoutes: 0 },
  "user-management": { casts: 0, urls: 0, legacyRoutes: 0 },
  "(platform)": { casts: 0, urls: 0, legacyRoutes: 0 },
  "(ui kit src/ui)": { casts: 0, urls: 0, legacyRoutes: 0 },
};

const CAST = /\bapiFetch\s*[<(]/g;
const URL_STRING = /["'`]\/api\//g;
const LEGACY_ROUTE = /\broute\(\{/g;

/** TypeScript sources, tests excluded. */
const isSource = (name: string) => /\.(ts|tsx|mts)$/.test(name) && !/\.test\.tsx?$/.test(name);

/** Whose number a file adds to, and whether it is browser code (casts, urls) or a route table. */
function ownerOf(rel: string): { owner: string; browser: boolean } | undefined {
  const module = /^src\/modules\/([^/]+)\/(ui|server)\//.exec(rel);
  if (module) return { owner: module[1]!, browser: module[2] === "ui" };
  if (rel.startsWith("src/app/")) return { owner: "(app shell src/app)", browser: true };
  if (rel === "src/ui/backoffice/api-client.ts") return undefined; // defines apiFetch
  if (rel.startsWith("src/ui/")) return { owner: "(ui kit src/ui)", browser: true };
  if (rel.startsWith("src/platform/") && rel !== "src/platform/http/router.ts") return { owner: "(platform)", browser: false };
  return undefined;
}

function countContractDebt(): Record<string, Counts> {
  const counts: Record<string, Counts> = {};
  for (const file of repositoryFiles(path.join(root, "src"), isSource)) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    const where = ownerOf(rel);
    if (!where) continue;
    const text = readFileSync(file, "utf8");
    counts[where.owner] ??= { casts: 0, urls: 0, legacyRoutes: 0 };
    const c = counts[where.owner];
    if (where.browser) {
      c.casts += text.match(CAST)?.length ?? 0;
      c.urls += text.match(URL_STRING)?.length ?? 0;
    } else {
      c.legacyRoutes += text.match(LEGACY_ROUTE)?.length ?? 0;
    }
  }
  return counts;
}

describe("contract ratchet (issue 24)", () => {
  const counts = countContractDebt();
  const total = (key: keyof Counts) => Object.values(counts).reduce((sum, c) => sum + c[key], 0);

  it("prints today's counts", () => {
    console.log(
      `contract debt: ${total("casts")} apiFetch calls, ${total("urls")} /api strings in browser code, ${total("legacyRoutes")} routes without a declared answer`,
    );
    console.table(counts);
    expect(total("casts") + total("urls")).toBeGreaterThanOrEqual(0);
  });

  it("lets no count rise, and asks for the baseline to follow every fall", () => {
    const problems: string[] = [];
    for (const owner of new Set([...Object.keys(counts), ...Object.keys(BASELINE)])) {
      const now = counts[owner] ?? { casts: 0, urls: 0, legacyRoutes: 0 };
      const before = BASELINE[owner];
      if (!before) {
        if (now.casts || now.urls || now.legacyRoutes) problems.push(`${owner}: new owner with ${JSON.stringify(now)}; use the contract instead`);
        continue;
      }
      for (const key of ["casts", "urls", "legacyRoutes"] as const) {
        if (now[key] > before[key]) problems.push(`${owner}.${key} rose from ${before[key]} to ${now[key]}: call the module's derived client (DEVELOPERS.md)`);
        if (now[key] < before[key]) problems.push(`${owner}.${key} fell from ${before[key]} to ${now[key]}: well done, lower BASELINE in this file`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("counts what it claims to (self-test)", () => {
    const sample = "const x = apiFetch<Page<X>>(`/api/foo?q`); apiFetch('/api/bar')";
    expect(sample.match(CAST)?.length).toBe(2);
    expect(sample.match(URL_STRING)?.length).toBe(2);
    expect("route({ method: 'GET' }); route(crm.list, { handle })".match(LEGACY_ROUTE)?.length).toBe(1);
  });
});
