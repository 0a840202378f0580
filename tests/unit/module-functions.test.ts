/**
 * One Netlify function per module (ADR 008): its config.path is the literal list Netlify reads
 * statically, so it must name exactly the paths of the function's route table, and its methods
 * exactly the table's methods; no path may belong to two functions.
 */
import { describe, expect, it } from "vitest";
import { loadFunctionModules } from "../helpers/function-routes.ts";

const modules = await loadFunctionModules();

describe("module functions", () => {
  for (const { file, handler, config } of modules) {
    if (config.schedule) {
      it(`${file} is scheduled only: no path, no route table`, () => {
        expect(config.path).toBeUndefined();
        expect(handler.routes).toBeUndefined();
      });
      continue;
    }
    it(`${file}: config.path and config.method match its route table`, () => {
      const routes = handler.routes ?? [];
      expect(routes.length, "a function without a route table").toBeGreaterThan(0);
      expect([config.path].flat().sort()).toEqual([...new Set(routes.map((r) => r.path))].sort());
      expect(
        [config.method]
          .flat()
          .map((m) => String(m).toUpperCase())
          .sort(),
      ).toEqual([...new Set(routes.map((r) => r.method))].sort());
    });
  }

  it("gives every path to one function only", () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const { file, config } of modules) {
      for (const p of [config.path ?? []].flat()) {
        if (owners.has(p)) clashes.push(`${p}: ${owners.get(p)} and ${file}`);
        owners.set(p, file);
      }
    }
    expect(clashes).toEqual([]);
  });
});
