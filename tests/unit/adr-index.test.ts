/**
 * The ADR index (docs/decisions/README.md) lists every ADR, every ADR has its date and status, and
 * every ADR that code or docs cite ("ADR 250", "ADRs 001-007") exists.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DECISIONS, readAdrs, withIndex } from "../../scripts/adr-index.ts";
import { repositoryFiles } from "../helpers/repository-files.ts";

describe("architecture decision records", () => {
  const adrs = readAdrs();

  it("gives every ADR a date and a status", () => {
    expect(adrs.length).toBeGreaterThan(30);
    expect(adrs.filter((a) => !a.date || !a.status).map((a) => a.file)).toEqual([]);
  });

  it("keeps the index up to date (run: node scripts/adr-index.ts)", () => {
    const readme = readFileSync(path.join(DECISIONS, "README.md"), "utf8");
    expect(readme).toBe(withIndex(readme, adrs));
  });

  it("has a file for every ADR the code and the docs cite", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const existing = new Set(adrs.map((a) => Number(path.basename(a.file).slice(0, 3))));
    const missing = citingFiles(root).flatMap((file) =>
      citedAdrs(readFileSync(file, "utf8"))
        .filter((n) => !existing.has(n))
        .map((n) => `${path.relative(root, file)} cites ADR ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it("reads citations of single ADRs and of ranges (self-test)", () => {
    expect(citedAdrs("see ADR 250; ADRs 001-003 and ADR 8")).toEqual([250, 1, 3]);
  });
});

/** ADR numbers a text cites: "ADR 250", "ADRs 001-007" (both ends), three digits each. */
function citedAdrs(text: string): number[] {
  return [...text.matchAll(/\bADRs? (\d{3})(?:\s*[-–]\s*(\d{3}))?/g)].flatMap((m) => [m[1], m[2]].filter(Boolean).map(Number));
}

function citingFiles(root: string): string[] {
  const cites = (name: string) => /\.(ts|tsx|mts|astro|md|css|sql)$/.test(name);
  return [
    ...["src", "scripts", "tests", "netlify", "docs", "db"].flatMap((dir) => repositoryFiles(path.join(root, dir), cites)),
    path.join(root, "README.md"),
    path.join(root, "DEVELOPERS.md"),
  ];
}
