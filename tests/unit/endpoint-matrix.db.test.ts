/**
 * Endpoint x role matrix: every function of netlify/functions/ must have a row in
 * endpoint-matrix.ts (deny by default), and every protected row is called as admin,
 * geschaeftsfuehrung, vorstand, mitglied and without a session. Allowed callers must get past
 * the access check (2xx, or 400/404/409/422 for the walk's placeholder input); others get
 * 401 without a session and 403 with a session but no suitable role.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { Config, Context } from "@netlify/functions";
import { getDb } from "../../src/server/db/client.ts";
import { hasAnyRole, ROLES, type Role } from "../../src/shared/roles.ts";
import { createUser, tokenFor } from "../../src/server/auth/test-users.ts";
import { fakeContext } from "../helpers/function-call.ts";
import { ENDPOINTS, type EndpointRow } from "./endpoint-matrix.ts";

type Handler = (req: Request, context: Context) => Promise<Response>;
const FUNCTIONS_DIR = path.resolve(import.meta.dirname, "../../netlify/functions");
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";
const rowKey = (method: string, p: string) => `${method} ${p}`;

async function loadEndpoints(): Promise<Map<string, Handler>> {
  const files = (await readdir(FUNCTIONS_DIR)).filter((f) => /\.m?[jt]s$/.test(f) && !f.includes(".test."));
  const endpoints = new Map<string, Handler>();
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(FUNCTIONS_DIR, file)).href)) as { default?: Handler; config?: Config };
    if (typeof mod.default !== "function") continue;
    const config = mod.config ?? {};
    const paths = config.path ? [config.path].flat() : [`/.netlify/functions/${file.replace(/\.[^.]+$/, "")}`];
    // A scheduled function is invoked by the scheduler with a POST; others answer what config.method says.
    const scheduledOnly = Boolean((config as { schedule?: string }).schedule) && !config.path;
    const methods = config.method ? [config.method].flat().map((m) => m.toUpperCase()) : scheduledOnly ? ["POST"] : ["GET", "POST", "PUT", "PATCH", "DELETE"];
    for (const p of paths) for (const m of methods) endpoints.set(rowKey(m, p), mod.default);
  }
  return endpoints;
}

let endpoints: Map<string, Handler>;
const callers = new Map<Role | "none", { id: string; token: string; roles: Role[] } | undefined>();

beforeAll(async () => {
  await getDb();
  endpoints = await loadEndpoints();
  callers.set("none", undefined);
  for (const role of ROLES) {
    const user = await createUser({ roles: [role] });
    callers.set(role, { id: user.id, token: await tokenFor(user.id), roles: role === "mitglied" ? ["mitglied"] : [role, "mitglied"] });
  }
}, 180_000);

describe("endpoint x role matrix", () => {
  it("has exactly one row per endpoint (a new endpoint needs a row; removed endpoints lose theirs)", () => {
    const rows = ENDPOINTS.map((r) => rowKey(r.method, r.path));
    expect(new Set(rows).size, "duplicate rows").toBe(rows.length);
    expect([...endpoints.keys()].filter((k) => !rows.includes(k)), "endpoints without a row in tests/unit/endpoint-matrix.ts").toEqual([]);
    expect(rows.filter((k) => !endpoints.has(k)), "rows without an endpoint").toEqual([]);
  });

  const protectedRows = ENDPOINTS.filter((row): row is EndpointRow & { access: readonly Role[] } => Array.isArray(row.access));
  for (const row of protectedRows) {
    it(`${row.method} ${row.path} admits ${row.access.join("/")} and denies the rest`, async () => {
      const handler = endpoints.get(rowKey(row.method, row.path));
      expect(handler, "endpoint exists").toBeDefined();
      const outcomes: string[] = [];
      for (const [name, caller] of callers) {
        const status = await call(handler!, row, caller);
        const allowed = caller !== undefined && hasAnyRole(caller.roles, row.access);
        const expected = allowed ? "allowed" : caller ? "403" : "401";
        const actual = status === 401 || status === 403 ? String(status) : status < 500 && status !== 405 ? "allowed" : `error ${status}`;
        outcomes.push(`${name}: ${actual === expected ? "ok" : `expected ${expected}, got ${status}`}`);
      }
      expect(outcomes.filter((o) => !o.endsWith(": ok"))).toEqual([]);
    });
  }
});

async function call(handler: Handler, row: EndpointRow, caller: { id: string; token: string } | undefined): Promise<number> {
  const hasBody = row.method !== "GET" && row.method !== "DELETE";
  const params: Record<string, string> = {};
  const url = row.path.replace(/:(\w+)/g, (_, name: string) => (params[name] = PLACEHOLDER_ID));
  const request = new Request(`http://localhost${url}`, {
    method: row.method,
    headers: { ...(hasBody ? { "content-type": "application/json" } : {}), ...(caller ? { authorization: `Bearer ${caller.token}` } : {}) },
    body: hasBody ? JSON.stringify(row.body ? row.body(caller) : {}) : undefined,
  });
  const context = Object.assign(fakeContext(), { params });
  const response = await handler(request, context);
  await response.body?.cancel();
  return response.status;
}
