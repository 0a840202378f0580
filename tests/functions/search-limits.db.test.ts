/**
 * Every free-text search is limited per person (issue 23, ADR 241), not only the routes that
 * declared a cost: a GET with a non-empty `q` counts as a search (router.ts workCostOf). A person
 * who has used up the minute's searches gets a German 429 on the members, CRM, applications and
 * political lists too; the same lists without `q` still answer, and other people are not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { rateLimitCounters } from "#platform/rate-limit/tables.ts";
import { WORK_COSTS } from "#platform/rate-limit/work-limits.ts";
import { workCostOf } from "#platform/http/router.ts";
import { loadFunctionModules } from "../helpers/function-routes.ts";
import { createRoleUsers, roleCaller } from "../helpers/role-users.ts";
import crm from "../../netlify/functions/crm.mts";
import members from "../../netlify/functions/members.mts";
import applications from "../../netlify/functions/membership-applications.mts";
import political from "../../netlify/functions/political-workbench.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();
const call = roleCaller(tokens);

beforeAll(async () => {
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 180_000);
afterAll(() => closeDatabase());

/** Spends the person's searches of this minute and the next (the window may turn during the test). */
async function spendSearches(userId: string): Promise<void> {
  const db = await getDb();
  const minute = Math.floor(Date.now() / WORK_COSTS.search.windowMs) * WORK_COSTS.search.windowMs;
  for (const windowStart of [minute, minute + WORK_COSTS.search.windowMs]) {
    await db
      .insert(rateLimitCounters)
      .values({ key: `work:search:user:${userId}`, windowStart: new Date(windowStart), count: WORK_COSTS.search.perWindow })
      .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: WORK_COSTS.search.perWindow } });
  }
}

describe("searches are limited per person wherever they are made (issue 23)", () => {
  it("treats every GET route's non-empty q as a search unless the route declares another cost", async () => {
    const routes = (await loadFunctionModules()).flatMap((m) => m.handler.routes ?? []);
    const searching = routes.filter(
      (r) =>
        r.method === "GET" &&
        r.query &&
        (r.query as { safeParse: (v: unknown) => { success: boolean; data?: { q?: unknown } } }).safeParse({ q: "Hafen" }).data?.q === "Hafen",
    );
    expect(searching.length).toBeGreaterThan(15);
    for (const r of searching) {
      const query = (r.query as { parse: (v: unknown) => unknown }).parse({ q: "Hafen" });
      expect(workCostOf(r, query), `${r.method} ${r.path}`).toBeDefined();
    }
    expect(workCostOf({ method: "GET", cost: undefined }, { q: "  " })).toBeUndefined();
    expect(workCostOf({ method: "GET", cost: undefined }, {})).toBeUndefined();
  });

  it("answers a person over the minute's searches 429 in German on the lists, lists without q still work, others may search", async () => {
    await spendSearches(userIds.get("geschaeftsfuehrung")!);
    for (const [fn, path] of [
      [crm, "/api/crm/contacts?q=Hafen"],
      [crm, "/api/crm/organizations?q=Hafen"],
      [members, "/api/members?q=Hafen"],
      [applications, "/api/membership-applications/review?q=Hafen"],
      [political, "/api/political-workbench/procedures?q=Hafen"],
    ] as const) {
      const refused = await call(fn, "GET", path, { as: "geschaeftsfuehrung" });
      expect(refused.status, path).toBe(429);
      expect(refused.body.message, path).toContain("Suchanfragen");
      expect(refused.headers.get("retry-after"), path).toBeTruthy();
    }
    expect((await call(crm, "GET", "/api/crm/contacts", { as: "geschaeftsfuehrung" })).status).toBe(200);
    expect((await call(crm, "GET", "/api/crm/contacts?q=Hafen", { as: "admin" })).status).toBe(200);
  });
});
