import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Netlify deploys every script file in netlify/functions/ as a function, so tests and helpers must
// live elsewhere (tests/functions/, beside their module in src/).
describe("netlify/functions", () => {
  it("holds only function entry points", async () => {
    const files = await readdir(path.resolve(import.meta.dirname, "../../netlify/functions"));
    expect(files.filter((f) => !/^[a-z0-9-]+\.mts$/.test(f))).toEqual([]);
  });
});
