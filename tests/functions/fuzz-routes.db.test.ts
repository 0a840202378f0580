/**
 * Fuzz over every route of every module function (issue 10): hostile path parameters, query
 * strings, bodies and content types, sent as an administrator (past every access check) and
 * without a session. No answer may be a 5xx: bad input is a 4xx with a German message, and the
 * router's one parsing path is what makes that hold for routes added later too.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { fakeContext } from "../helpers/function-call.ts";
import { loadFunctionRoutes, type FunctionRoute } from "../helpers/function-routes.ts";

vi.setConfig({ testTimeout: 300_000 });

const deepJson = (levels: number) => "[".repeat(levels) + "]".repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

const PARAM_VALUES = ["%00", "%E0%A4%A", "a".repeat(400), "..%2F..%2Fetc", "1e308", "-1", "%F0%9F%92%A9", "00000000-0000-4000-8000-000000000000", "user_%00x"];

const QUERIES = [
  "q=%00",
  "q=%ED%A0%80x",
  `q=${"x".repeat(5000)}`,
  "cursor=%%%",
  `cursor=${cursorOf(["name:asc", 0, "x", "not-a-uuid"])}`,
  `cursor=${cursorOf(["created_at:desc", 0, "kein Datum", "00000000-0000-4000-8000-000000000000"])}`,
  `cursor=${cursorOf(["track_length_km:desc", 1, "1e999", "00000000-0000-4000-8000-000000000000"])}`,
  `cursor=${cursorOf(["2026-01-01T00:00:00Z", "00000000-0000-4000-8000-000000000000"])}`,
  `cursor=${cursorOf({ a: 1 })}`,
  "page=1e309&pageSize=-5",
  "page=abc&pageSize=1e400",
  "sort=%00&dir=sideways",
  "status=%00&role=%00&state=%00",
  "version=99999999999999999999999",
  "version=-1",
  "from=2026-02-30&to=0000-00-00",
  "q[]=a&q[]=b",
  "organizationId=not-a-uuid&contactId=%00",
];

const BODIES: [name: string, text: string, contentType?: string][] = [
  ["20,000 levels of arrays", deepJson(20_000)],
  ["2,000 levels of objects", deepObject(2_000)],
  ["a NUL byte", JSON.stringify({ name: "a\u0000b", title: "x\u0000", email: "a\u0000@b.de", _description: "\u0000" })],
  ["a lone surrogate", '{"name":"\\ud800x","company_name":"\\udc00","title":"\\ud800"}'],
  ["huge numbers", '{"version":1e400,"amount":1e308,"employee_count":99999999999999999999,"page":-1e309}'],
  ["wrong types", JSON.stringify({ version: "eins", id: {}, roles: "admin", active: "ja", email: 5, name: [], tags: { a: 1 } })],
  ["null", "null"],
  ["an array", "[1,2,3]"],
  ["a number", "42"],
  ["a string", '"hallo"'],
  ["broken JSON", '{"a":'],
  ["an empty body", ""],
  ["a prototype key", '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
  ["text/plain", "name=x", "text/plain"],
  ["a body over 64 KB", JSON.stringify({ text: "x".repeat(70_000) })],
];

let adminToken: string;
let routes: FunctionRoute[];

beforeAll(async () => {
  await getDb();
  routes = await loadFunctionRoutes();
  adminToken = await tokenFor((await createUser({ roles: ["admin"] })).id);
}, 180_000);

function urlFor(route: FunctionRoute, param: string, query = ""): string {
  return `http://localhost${route.path.replace(/:(\w+)/g, () => param)}${query ? `?${query}` : ""}`;
}

async function send(route: FunctionRoute, url: string, init: { body?: string; contentType?: string; token?: string }): Promise<number> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = init.contentType ?? "application/json";
  let request: Request;
  try {
    request = new Request(url, { method: route.method, headers, body: init.body });
  } catch {
    return 400; // not even a valid URL: never reaches a server
  }
  const response = await route.handler(request, fakeContext(`198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`));
  await response.body?.cancel();
  return response.status;
}

describe("fuzz over every route (no 5xx)", () => {
  it("finds the routes it fuzzes", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it("answers hostile path parameters, query strings, bodies and content types without a 5xx", async () => {
    const failures: string[] = [];
    const hasBody = (r: FunctionRoute) => r.method !== "GET" && r.method !== "DELETE";
    for (const route of routes) {
      const label = `${route.method} ${route.path}`;
      const params = route.path.includes(":") ? PARAM_VALUES : ["00000000-0000-4000-8000-000000000000"];
      for (const token of [adminToken, undefined]) {
        for (const param of params) {
          const status = await send(route, urlFor(route, param), { token, body: hasBody(route) ? "{}" : undefined });
          if (status >= 500) failures.push(`${label} param ${param.slice(0, 30)}: ${status}`);
        }
        for (const query of QUERIES) {
          const status = await send(route, urlFor(route, "00000000-0000-4000-8000-000000000000", query), { token, body: hasBody(route) ? "{}" : undefined });
          if (status >= 500) failures.push(`${label} ?${query.slice(0, 40)}: ${status}`);
        }
        if (!hasBody(route) && route.method !== "DELETE") continue;
        for (const [name, text, contentType] of BODIES) {
          const status = await send(route, urlFor(route, "00000000-0000-4000-8000-000000000000"), { token, body: text, contentType });
          if (status >= 500) failures.push(`${label} body ${name}${token ? "" : " (anonymous)"}: ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
