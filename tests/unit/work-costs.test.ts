/**
 * Every endpoint that renders a PDF, exports, searches or computes analytics declares its cost
 * class, so the per-person limits (src/platform/rate-limit/work-limits.ts, issue 23) cover the
 * ones added later too. The list below is by path; a new expensive endpoint whose path says so
 * fails here until its route declares `cost`.
 */
import { describe, expect, it } from "vitest";
import { loadFunctionModules } from "../helpers/function-routes.ts";

const EXPENSIVE_PATH = /pdf|export|\.csv|\/csv|\/xml|analytics|\/reports\/|minutes|figures|\/search/;

describe("expensive endpoints declare their cost", () => {
  it("has a cost class on every route whose path names expensive work", async () => {
    const routes = (await loadFunctionModules()).flatMap((m) => m.handler.routes ?? []);
    const expensive = routes.filter((r) => EXPENSIVE_PATH.test(r.path));
    expect(expensive.length).toBeGreaterThan(15);
    expect(expensive.filter((r) => !r.cost).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("limits searches over documents and tasks by their query", async () => {
    const routes = (await loadFunctionModules()).flatMap((m) => m.handler.routes ?? []);
    for (const path of ["/api/documents", "/api/tasks/tasks"]) {
      const route = routes.find((r) => r.method === "GET" && r.path === path)!;
      expect(typeof route.cost, path).toBe("function");
      expect((route.cost as (q: unknown) => unknown)({ q: "Haushalt" }), path).toBe("search");
      expect((route.cost as (q: unknown) => unknown)({}), path).toBeUndefined();
    }
  });
});
