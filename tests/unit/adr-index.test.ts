/** The ADR index (docs/decisions/README.md) lists every ADR, and every ADR has its date and status. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DECISIONS, readAdrs, withIndex } from "../../scripts/adr-index.ts";

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
});
