/**
 * Endpoint x role matrix: every route of every function in netlify/functions/ must have a row in
 * tests/matrix/ (deny by default), and every non-public row is called as admin,
 * geschaeftsfuehrung, vorstand, mitglied, an account waiting for approval and without a session.
 * Allowed callers must get past the access check (2xx, or 400/404/409/422 for the walk's
 * placeholder input); others get 401 without a session and 403 with a session but no suitable role.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Context } from "@netlify/functions";
import { getDb } from "#platform/db/client.ts";
import { hasAnyRole, ROLES, type Role } from "#shared/roles.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { fakeContext } from "../helpers/function-call.ts";
import { loadFunctionRoutes, type FunctionRoute } from "../helpers/function-routes.ts";
import { ENDPOINTS, type EndpointRow } from "./endpoint-matrix.ts";

type Handler = (req: Request, context: Context) => Promise<Response>;
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";
const rowKey = (method: string, p: string) => `${method} ${p}`;

type CallerName = Role | "pending" | "none";
let endpoints: Map<string, FunctionRoute>;
const callers = new Map<CallerName, { id: string; token: string; roles: Role[] } | undefined>();

beforeAll(async () => {
  await getDb();
  endpoints = new Map((await loadFunctionRoutes()).map((r) => [rowKey(r.method, r.path), r]));
  callers.set("none", undefined);
  for (const role of ROLES) {
    const user = await createUser({ roles: [role] });
    callers.set(role, { id: user.id, token: await tokenFor(user.id), roles: role === "mitglied" ? ["mitglied"] : [role, "mitglied"] });
  }
  const pending = await createUser({ roles: [] });
  // Every new profile gets the mitglied role (ensureProfile); an account waiting for approval has none.
  await (await getDb()).execute(sql`DELETE FROM user_roles WHERE user_id = ${pending.id}`);
  callers.set("pending", { id: pending.id, token: await tokenFor(pending.id), roles: [] });
}, 180_000);

function expectedFor(row: EndpointRow, caller: { roles: Role[] } | undefined): "allowed" | "401" | "403" {
  if (row.access === "public") return "allowed";
  if (!caller) return "401";
  if (row.access === "authenticated") return "allowed";
  if (row.access === "scheduled") return "403";
  return hasAnyRole(caller.roles, row.access) ? "allowed" : "403";
}

describe("endpoint x role matrix", () => {
  it("has exactly one row per endpoint (a new endpoint needs a row; removed endpoints lose theirs)", () => {
    const rows = ENDPOINTS.filter((r) => r.access !== "scheduled").map((r) => rowKey(r.method, r.path));
    expect(new Set(rows).size, "duplicate rows").toBe(rows.length);
    expect(
      [...endpoints.keys()].filter((k) => !rows.includes(k)),
      "endpoints without a row in tests/matrix/",
    ).toEqual([]);
    expect(
      rows.filter((k) => !endpoints.has(k)),
      "rows without an endpoint",
    ).toEqual([]);
  });

  const checkedRows = ENDPOINTS.filter((row) => row.access !== "public" && row.access !== "scheduled");
  for (const row of checkedRows) {
    it(`${row.method} ${row.path} admits ${Array.isArray(row.access) ? row.access.join("/") : row.access} and denies the rest`, async () => {
      const endpoint = endpoints.get(rowKey(row.method, row.path));
      expect(endpoint, "endpoint exists").toBeDefined();
      const outcomes: string[] = [];
      for (const [name, caller] of callers) {
        const status = await call(endpoint!.handler, row, caller);
        const expected = expectedFor(row, caller);
        const actual = status === 401 || status === 403 ? String(status) : status < 500 && status !== 405 ? "allowed" : `error ${status}`;
        outcomes.push(`${name}: ${actual === expected ? "ok" : `expected ${expected}, got ${status}`}`);
      }
      expect(outcomes.filter((o) => !o.endsWith(": ok"))).toEqual([]);
    });
  }
});

async function call(handler: Handler, row: EndpointRow, caller: { id: string; token: string } | undefined): Promise<number> {
  const hasBody = row.method !== "GET" && row.method !== "DELETE";
  const url = row.path.replace(/:(\w+)/g, () => PLACEHOLDER_ID);
  const request = new Request(`http://localhost${url}`, {
    method: row.method,
    headers: { ...(hasBody ? { "content-type": "application/json" } : {}), ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
    body: hasBody ? JSON.stringify(row.body ? row.body(caller) : {}) : undefined,
  });
  const response = await handler(request, fakeContext());
  await response.body?.cancel();
  return response.status;
}
