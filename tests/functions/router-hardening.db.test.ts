/**
 * The one router and its parsing path, through real module functions (issues 9 and 10): the Origin
 * check compares scheme, host and port; NUL bytes and lone surrogates in bodies and queries are a
 * 400, also on log-user-activity; 405 names the allowed methods; a malformed path parameter is 404.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { callFunction } from "../helpers/function-call.ts";
import accountFn from "../../netlify/functions/account.mts";
import crmFn from "../../netlify/functions/crm.mts";

let member: { id: string };
let memberToken: string;
let boardToken: string;

beforeAll(async () => {
  await getDb();
  member = await createUser({ roles: ["mitglied"] });
  memberToken = await tokenFor(member.id);
  boardToken = await tokenFor((await createUser({ roles: ["vorstand"] })).id);
}, 120_000);

describe("origin check", () => {
  it("refuses a state-changing request from another site with 403, also on the public invitation endpoint", async () => {
    const foreign = await callFunction(accountFn, "/api/invitations/accept", {
      body: { token: "x".repeat(20), password: "Gleisbett-7" },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.response.status).toBe(403);
    expect(foreign.body).toMatchObject({
      success: false,
      error: "forbidden_origin",
      message: "Die Anfrage stammt nicht von dieser Website und wurde abgelehnt.",
    });
  });

  it("compares the scheme too: https://localhost is not http://localhost", async () => {
    const headers = { authorization: `Bearer ${boardToken}`, origin: "https://localhost" };
    const call = await callFunction(crmFn, "/api/crm/organizations", { body: { name: "Schema GmbH", kind: "company" }, headers });
    expect(call.response.status).toBe(403);
    const same = await callFunction(crmFn, "/api/crm/organizations", {
      body: { name: "Schema GmbH", kind: "company" },
      headers: { ...headers, origin: "http://localhost" },
    });
    expect(same.response.status).toBe(201);
    const nullOrigin = await callFunction(crmFn, "/api/crm/organizations", {
      body: { name: "Null GmbH", kind: "company" },
      headers: { ...headers, origin: "null" },
    });
    expect(nullOrigin.response.status).toBe(403);
  });
});

describe("one parsing path", () => {
  it("answers a NUL byte in log-user-activity's description with 400, not 500 (issue 9)", async () => {
    const call = await callFunction(accountFn, "/api/log-user-activity", {
      body: { _user_id: member.id, _activity_type: "login", _description: "a\u0000b" },
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(call.response.status).toBe(400);
    expect(call.body).toMatchObject({ error: "invalid_input", details: [expect.stringContaining("unzulässige Zeichen")] });
  });

  it("refuses lone surrogates in bodies and NUL bytes in query strings", async () => {
    const headers = { authorization: `Bearer ${boardToken}` };
    const surrogate = await callFunction(crmFn, "/api/crm/organizations", { body: '{"name":"\\ud800x","kind":"company"}', headers });
    expect(surrogate.response.status).toBe(400);
    const nul = await callFunction(crmFn, "/api/crm/contacts?q=%00", { method: "GET", headers });
    expect(nul.response.status).toBe(400);
  });

  it("names the allowed methods on 405 and treats a malformed id as not found", async () => {
    const headers = { authorization: `Bearer ${boardToken}` };
    const wrong = await callFunction(crmFn, "/api/crm/tags", { method: "DELETE", headers });
    expect(wrong.response.status).toBe(405);
    expect(wrong.response.headers.get("allow")).toBe("GET");
    const malformed = await callFunction(crmFn, "/api/crm/contacts/kein-uuid", { method: "GET", headers });
    expect(malformed.response.status).toBe(404);
    expect(malformed.body.message).toBe("Der Kontakt wurde nicht gefunden.");
  });

  it("puts the API security headers on every answer, errors included", async () => {
    const call = await callFunction(crmFn, "/api/crm/tags", { method: "GET" });
    expect(call.response.status).toBe(401);
    expect(call.response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(call.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(call.response.headers.get("cache-control")).toBe("no-store");
  });
});
