/**
 * Every module has the one shape (ADR 008, issue 24): a README that says what it is and an index.ts
 * that says what the rest of the server may use of it. The content module lacked its index.ts until
 * this test was written.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const modulesDir = path.resolve(import.meta.dirname, "../../src/modules");
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("module shape", () => {
  it("finds the modules", () => {
    expect(modules.length).toBeGreaterThan(15);
  });

  it("gives every module a README.md and an index.ts", () => {
    const missing = modules.flatMap((name) =>
      ["README.md", "index.ts"].filter((file) => !existsSync(path.join(modulesDir, name, file))).map((file) => `src/modules/${name}/${file}`),
    );
    expect(missing).toEqual([]);
  });
});
