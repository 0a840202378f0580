/**
 * The user management and CRM endpoints through their handlers: who may call what (admin
 * everywhere here; vorstand and geschaeftsfuehrung the CRM only; mitglied and no session never),
 * bad input, version conflicts and the session end after deactivation.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { closeDatabase, getDb } from "#platform/db/client.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { fakeContext } from "../helpers/function-call.ts";
import { createRoleUsers, roleCaller, type Handler } from "../helpers/role-users.ts";
import users from "../../netlify/functions/user-management.mts";
import userRoles from "../../netlify/functions/user-management.mts";
import userStatus from "../../netlify/functions/user-management.mts";
import invitations from "../../netlify/functions/user-management.mts";
import crmContacts from "../../netlify/functions/crm.mts";
import crmContact from "../../netlify/functions/crm.mts";
import crmOrganizations from "../../netlify/functions/crm.mts";
import crmOrganization from "../../netlify/functions/crm.mts";
import crmInteractions from "../../netlify/functions/crm.mts";
import crmTags from "../../netlify/functions/crm.mts";
import crmStaff from "../../netlify/functions/crm.mts";

const tokens = new Map<string, string>();
const userIds = new Map<string, string>();

const call = roleCaller(tokens);

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-f2-endpoints-"));
  await getDb();
  await createRoleUsers(userIds, tokens);
}, 120_000);
afterAll(() => closeDatabase());

const SOME_UUID = "0f8fad5b-d9cb-469f-a165-70867728950e";
/** Each endpoint with a request that passes validation far enough to reach the role check. */
const ENDPOINTS: { name: string; fn: Handler; method: string; url: string; body?: unknown; params?: Record<string, string>; area: "admin" | "crm" }[] = [
  { name: "list users", fn: users, method: "GET", url: "/api/user-management/users", area: "admin" },
  {
    name: "set roles",
    fn: userRoles,
    method: "PUT",
    url: "/api/user-management/users/user_x/roles",
    params: { id: "user_x" },
    body: { roles: [], version: 1 },
    area: "admin",
  },
  {
    name: "set status",
    fn: userStatus,
    method: "PUT",
    url: "/api/user-management/users/user_x/status",
    params: { id: "user_x" },
    body: { active: true, version: 1 },
    area: "admin",
  },
  {
    name: "invite",
    fn: invitations,
    method: "POST",
    url: "/api/user-management/invitations",
    body: { email: "matrix@example.org", roles: ["mitglied"] },
    area: "admin",
  },
  { name: "list contacts", fn: crmContacts, method: "GET", url: "/api/crm/contacts", area: "crm" },
  { name: "create contact", fn: crmContacts, method: "POST", url: "/api/crm/contacts", body: { lastName: "Matrix" }, area: "crm" },
  { name: "read contact", fn: crmContact, method: "GET", url: `/api/crm/contacts/${SOME_UUID}`, params: { id: SOME_UUID }, area: "crm" },
  {
    name: "update contact",
    fn: crmContact,
    method: "PUT",
    url: `/api/crm/contacts/${SOME_UUID}`,
    params: { id: SOME_UUID },
    body: { lastName: "M", version: 1 },
    area: "crm",
  },
  { name: "delete contact", fn: crmContact, method: "DELETE", url: `/api/crm/contacts/${SOME_UUID}?version=1`, params: { id: SOME_UUID }, area: "crm" },
  { name: "list organisations", fn: crmOrganizations, method: "GET", url: "/api/crm/organizations", area: "crm" },
  { name: "create organisation", fn: crmOrganizations, method: "POST", url: "/api/crm/organizations", body: { name: "Matrix", kind: "other" }, area: "crm" },
  { name: "read organisation", fn: crmOrganization, method: "GET", url: `/api/crm/organizations/${SOME_UUID}`, params: { id: SOME_UUID }, area: "crm" },
  { name: "list interactions", fn: crmInteractions, method: "GET", url: `/api/crm/interactions?contactId=${SOME_UUID}`, area: "crm" },
  { name: "tags", fn: crmTags, method: "GET", url: "/api/crm/tags", area: "crm" },
  { name: "staff", fn: crmStaff, method: "GET", url: "/api/crm/staff", area: "crm" },
];

describe("who may call the user management and CRM endpoints", () => {
  for (const who of ["none", "mitglied", "vorstand", "geschaeftsfuehrung", "admin"]) {
    for (const endpoint of ENDPOINTS) {
      const allowed = who === "admin" || (endpoint.area === "crm" && (who === "vorstand" || who === "geschaeftsfuehrung"));
      it(`${who} -> ${endpoint.name}: ${allowed ? "allowed" : who === "none" ? "401" : "403"}`, async () => {
        const result = await call(endpoint.fn, endpoint.method, endpoint.url, {
          as: who === "none" ? undefined : who,
          body: endpoint.body,
          params: endpoint.params,
        });
        if (allowed) expect([200, 201, 204, 404]).toContain(result.status);
        else
          expect(result).toMatchObject({
            status: who === "none" ? 401 : 403,
            body: { success: false, message: who === "none" ? "Nicht angemeldet" : "Keine Berechtigung" },
          });
      });
    }
  }
});

describe("CRM endpoints", () => {
  it("creates, finds, updates with a version and reports conflicts in German", async () => {
    const org = await call(crmOrganizations, "POST", "/api/crm/organizations", {
      as: "vorstand",
      body: { name: "Bundesministerium für Verkehr", kind: "ministry", tags: "politik" },
    });
    expect(org.status).toBe(201);
    const created = await call(crmContacts, "POST", "/api/crm/contacts", {
      as: "vorstand",
      body: { firstName: "Jana", lastName: "Endpunkt", organizationId: org.body.id, followUpAt: "2020-02-02", tags: ["politik"] },
    });
    expect(created).toMatchObject({ status: 201, body: { lastName: "Endpunkt", organizationName: "Bundesministerium für Verkehr", version: 1 } });
    const found = await call(crmContacts, "GET", "/api/crm/contacts?q=endpunkt&followUp=due", { as: "geschaeftsfuehrung" });
    expect(found.body.items.map((c: { id: string }) => c.id)).toEqual([created.body.id]);
    const params = { id: created.body.id };
    const url = `/api/crm/contacts/${created.body.id}`;
    const updated = await call(crmContact, "PUT", url, {
      as: "admin",
      params,
      body: { lastName: "Endpunkt", organizationId: org.body.id, phone: "030 123", version: 1 },
    });
    expect(updated).toMatchObject({ status: 200, body: { phone: "030 123", version: 2 } });
    const stale = await call(crmContact, "PUT", url, { as: "vorstand", params, body: { lastName: "Endpunkt", phone: "030 999", version: 1 } });
    expect(stale).toMatchObject({ status: 409, body: { error: "version_conflict" } });
    expect(stale.body.message).toContain("inzwischen von einer anderen Person geändert");
    const interaction = await call(crmInteractions, "POST", "/api/crm/interactions", {
      as: "vorstand",
      body: { kind: "meeting", occurredOn: "2025-06-01", summary: "Gespräch über § 23 AEG", contactId: created.body.id },
    });
    expect(interaction).toMatchObject({ status: 201, body: { organizationId: org.body.id, userName: "vorstand Test" } });
  });

  it("answers bad input with 400 and German details, and unknown ids with 404", async () => {
    const bad = await call(crmContacts, "POST", "/api/crm/contacts", { as: "admin", body: { lastName: "", email: "x@", extra: true } });
    expect(bad).toMatchObject({ status: 400, body: { error: "invalid_input", message: "Ungültige Eingaben" } });
    expect(bad.body.details.join(" ")).toContain("Bitte geben Sie einen Nachnamen an.");
    const badQuery = await call(crmContacts, "GET", "/api/crm/contacts?pageSize=5000", { as: "admin" });
    expect(badQuery.status).toBe(400);
    const badId = await call(crmContact, "GET", "/api/crm/contacts/abc", { as: "admin", params: { id: "abc" } });
    expect(badId.status).toBe(404);
    const notJson = await crmContacts(
      new Request("http://localhost/api/crm/contacts", {
        method: "POST",
        headers: { authorization: `Bearer ${tokens.get("admin")}`, "content-type": "application/json" },
        body: "{",
      }),
      fakeContext(),
    );
    expect(notJson.status).toBe(400);
  });
});

describe("user management endpoints", () => {
  it("grants a role, refuses a stale version, and a deactivated user's token stops working at once", async () => {
    const target = await createUser({ roles: [] });
    const token = await tokenFor(target.id);
    tokens.set("target", token);
    const granted = await call(userRoles, "PUT", `/api/user-management/users/${target.id}/roles`, {
      as: "admin",
      params: { id: target.id },
      body: { roles: ["vorstand", "mitglied"], version: 1 },
    });
    expect(granted).toMatchObject({ status: 200, body: { roles: ["vorstand", "mitglied"], version: 2 } });
    expect((await call(crmTags, "GET", "/api/crm/tags", { as: "target" })).status).toBe(200);
    const stale = await call(userStatus, "PUT", `/api/user-management/users/${target.id}/status`, {
      as: "admin",
      params: { id: target.id },
      body: { active: false, version: 1 },
    });
    expect(stale.status).toBe(409);
    const deactivated = await call(userStatus, "PUT", `/api/user-management/users/${target.id}/status`, {
      as: "admin",
      params: { id: target.id },
      body: { active: false, version: 2 },
    });
    expect(deactivated).toMatchObject({ status: 200, body: { status: "deactivated" } });
    expect((await call(crmTags, "GET", "/api/crm/tags", { as: "target" })).status).toBe(401);
  });

  it("lists users with search and invites with German validation messages", async () => {
    const list = await call(users, "GET", "/api/user-management/users?q=geschaeftsfuehrung", { as: "admin" });
    expect(list.body.items.map((u: { id: string }) => u.id)).toContain(userIds.get("geschaeftsfuehrung"));
    const bad = await call(invitations, "POST", "/api/user-management/invitations", { as: "admin", body: { email: "kein", roles: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.join(" ")).toContain("Ungültiges E-Mail-Format.");
    expect(bad.body.details.join(" ")).toContain("Bitte wählen Sie mindestens eine Rolle aus.");
    const invited = await call(invitations, "POST", "/api/user-management/invitations", {
      as: "admin",
      body: { email: "neu-endpunkt@example.org", roles: ["vorstand"] },
    });
    expect(invited).toMatchObject({ status: 201, body: { email: "neu-endpunkt@example.org", roles: ["vorstand", "mitglied"], expired: false } });
  });
});
