/**
 * get-user-data, check-user-permission and log-user-activity: own data only (administrators may
 * read anyone's), no way for a member to raise their own role, activity logged only for oneself.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "#platform/db/client.ts";
import { profiles, userActivityLog, userRoles } from "#platform/auth/tables.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import getUserData from "../../../../netlify/functions/account.mts";
import checkPermission from "../../../../netlify/functions/account.mts";
import logActivityFn from "../../../../netlify/functions/account.mts";
import { createUser, tokenFor, type TestUser } from "#platform/auth/test-users.ts";

let member: TestUser, otherMember: TestUser, admin: TestUser, board: TestUser;
let memberToken: string, adminToken: string, boardToken: string;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  [member, otherMember, admin, board] = await Promise.all([
    createUser({ roles: ["mitglied"], firstName: "Max" }),
    createUser({ roles: ["mitglied"] }),
    createUser({ roles: ["admin"] }),
    createUser({ roles: ["vorstand"] }),
  ]);
  [memberToken, adminToken, boardToken] = await Promise.all([tokenFor(member.id), tokenFor(admin.id), tokenFor(board.id)]);
}, 120_000);

describe("POST /api/get-user-data", () => {
  it("returns the caller's own profile row and roles", async () => {
    const call = await callFunction(getUserData, "/api/get-user-data", { body: { userId: member.id }, headers: auth(memberToken) });
    expect(call.response.status).toBe(200);
    expect(call.body).toEqual({
      profile: expect.objectContaining({ id: member.id, email: member.email, first_name: "Max", last_name: null, organization_id: null, deactivated_at: null }),
      roles: ["mitglied"],
    });
  });

  it("answers 403 to a member (or board member) asking for another user's data", async () => {
    for (const token of [memberToken, boardToken]) {
      const call = await callFunction(getUserData, "/api/get-user-data", { body: { userId: otherMember.id }, headers: auth(token) });
      expect(call.response.status).toBe(403);
      expect(call.body).toMatchObject({ error: "forbidden", message: "Keine Berechtigung" });
    }
  });

  it("lets an administrator read any user's data; an unknown id gives profile null", async () => {
    const call = await callFunction(getUserData, "/api/get-user-data", { body: { userId: board.id }, headers: auth(adminToken) });
    expect(call.body).toMatchObject({ profile: { id: board.id }, roles: ["vorstand", "mitglied"] });
    const none = await callFunction(getUserData, "/api/get-user-data", { body: { userId: "user_unbekannt" }, headers: auth(adminToken) });
    expect(none.body).toEqual({ profile: null, roles: [] });
  });

  it("answers 401 'Nicht angemeldet' without a token and 400 for a missing userId", async () => {
    const anonymous = await callFunction(getUserData, "/api/get-user-data", { body: { userId: member.id } });
    expect(anonymous.response.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: "unauthenticated", message: "Nicht angemeldet" });
    expect((await callFunction(getUserData, "/api/get-user-data", { body: {}, headers: auth(memberToken) })).response.status).toBe(400);
  });
});

describe("POST /api/check-user-permission", () => {
  it("applies the SPEC hierarchy to the user's database roles", async () => {
    const check = async (token: string, userId: string, requiredRoles: string[]) =>
      (await callFunction(checkPermission, "/api/check-user-permission", { body: { userId, requiredRoles }, headers: auth(token) })).body;
    expect(await check(memberToken, member.id, ["mitglied"])).toEqual({ hasPermission: true });
    expect(await check(memberToken, member.id, ["vorstand"])).toEqual({ hasPermission: false });
    expect(await check(memberToken, member.id, ["admin"])).toEqual({ hasPermission: false });
    expect(await check(boardToken, board.id, ["vorstand"])).toEqual({ hasPermission: true });
    expect(await check(adminToken, board.id, ["admin"])).toEqual({ hasPermission: false });
    expect(await check(adminToken, admin.id, ["geschaeftsfuehrung"])).toEqual({ hasPermission: true });
  });

  it("answers 403 for another user's permissions unless administrator, and 400 for an unknown role", async () => {
    const other = await callFunction(checkPermission, "/api/check-user-permission", {
      body: { userId: otherMember.id, requiredRoles: ["mitglied"] },
      headers: auth(memberToken),
    });
    expect(other.response.status).toBe(403);
    const badRole = await callFunction(checkPermission, "/api/check-user-permission", {
      body: { userId: member.id, requiredRoles: ["chef"] },
      headers: auth(memberToken),
    });
    expect(badRole.response.status).toBe(400);
  });

  it("answers an administrator's check of an unknown user with false, writing no log entry (no 500, issue 10)", async () => {
    const call = await callFunction(checkPermission, "/api/check-user-permission", {
      body: { userId: "user_gibt_es_nicht", requiredRoles: ["admin"], action: "role_change" },
      headers: auth(adminToken),
    });
    expect(call.response.status).toBe(200);
    expect(call.body).toEqual({ hasPermission: false });
  });

  it("logs permission_granted for role_change and permission_denied with the role flags", async () => {
    await callFunction(checkPermission, "/api/check-user-permission", {
      body: { userId: admin.id, requiredRoles: ["admin"], action: "role_change" },
      headers: auth(adminToken),
    });
    await callFunction(checkPermission, "/api/check-user-permission", {
      body: { userId: member.id, requiredRoles: ["admin"], action: "data_export" },
      headers: auth(memberToken),
    });
    await callFunction(checkPermission, "/api/check-user-permission", {
      body: { userId: member.id, requiredRoles: ["mitglied"], action: "view_documents" },
      headers: auth(memberToken),
    });
    const db = await getDb();
    const adminLog = await db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, admin.id), eq(userActivityLog.activityType, "permission_granted")));
    expect(adminLog.map((e) => e.metadata.action)).toEqual(["role_change"]);
    const memberLog = await db.select().from(userActivityLog).where(eq(userActivityLog.userId, member.id));
    const granted = memberLog.filter((e) => e.activityType === "permission_granted");
    expect(granted).toEqual([]); // view_documents is not one of the logged actions
    expect(memberLog.find((e) => e.activityType === "permission_denied" && e.metadata.action === "data_export")?.metadata).toMatchObject({
      isAdmin: false,
      isGeschaeftsfuehrung: false,
      isVorstand: false,
      isMitglied: true,
      requiredRoles: ["admin"],
    });
  });
});

const entry = (userId: string, type = "login") => ({ _user_id: userId, _activity_type: type, _description: "Anmeldung", _metadata: { via: "test" } });

describe("POST /api/log-user-activity", () => {
  it("logs an activity for the caller", async () => {
    const call = await callFunction(logActivityFn, "/api/log-user-activity", { body: entry(member.id, "logout"), headers: auth(memberToken) });
    expect(call.body).toEqual({ success: true });
    const rows = await (await getDb())
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, member.id), eq(userActivityLog.activityType, "logout")));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.metadata).toEqual({ via: "test" });
  });

  it("records the sign-in time with a login entry (Clerk sign-ins happen elsewhere)", async () => {
    const user = await createUser({ roles: ["mitglied"] });
    const before = await (await getDb()).select({ at: profiles.lastSignInAt }).from(profiles).where(eq(profiles.id, user.id));
    expect(before[0]?.at).toBeNull();
    await callFunction(logActivityFn, "/api/log-user-activity", { body: entry(user.id, "login"), headers: auth(await tokenFor(user.id)) });
    const after = await (await getDb()).select({ at: profiles.lastSignInAt }).from(profiles).where(eq(profiles.id, user.id));
    expect(after[0]?.at).toBeInstanceOf(Date);
  });

  it("refuses to log for another user (403), unknown types (400) and anonymous calls (401)", async () => {
    expect((await callFunction(logActivityFn, "/api/log-user-activity", { body: entry(otherMember.id), headers: auth(adminToken) })).response.status).toBe(403);
    expect(
      (await callFunction(logActivityFn, "/api/log-user-activity", { body: entry(member.id, "role_granted"), headers: auth(memberToken) })).response.status,
    ).toBe(400);
    expect((await callFunction(logActivityFn, "/api/log-user-activity", { body: entry(member.id) })).response.status).toBe(401);
  });

  it("refuses what the server decides itself: no forged permission entries, no record activities (issue 10)", async () => {
    for (const type of ["permission_granted", "permission_denied", "member_created", "discussion_created"]) {
      const call = await callFunction(logActivityFn, "/api/log-user-activity", { body: entry(member.id, type), headers: auth(memberToken) });
      expect(call.response.status, type).toBe(400);
      expect(JSON.stringify(call.body.details)).toContain("protokolliert der Server selbst");
    }
    const forged = await (await getDb())
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, member.id), eq(userActivityLog.activityType, "permission_granted")));
    expect(forged).toEqual([]);
  });
});

describe("no self-promotion", () => {
  it("a member's calls with extra fields never change roles", async () => {
    for (const [fn, path, body] of [
      [getUserData, "/api/get-user-data", { userId: member.id, roles: ["admin"] }],
      [checkPermission, "/api/check-user-permission", { userId: member.id, requiredRoles: ["admin"], grant: true, roles: ["admin"] }],
      [logActivityFn, "/api/log-user-activity", { ...entry(member.id, "permission_granted"), _metadata: { role: "admin" } }],
    ] as const) {
      await callFunction(fn, path, { body, headers: auth(memberToken) });
    }
    const roles = await (await getDb()).select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, member.id));
    expect(roles.map((r) => r.role)).toEqual(["mitglied"]);
    const check = await callFunction(checkPermission, "/api/check-user-permission", {
      body: { userId: member.id, requiredRoles: ["admin"] },
      headers: auth(memberToken),
    });
    expect(check.body).toEqual({ hasPermission: false });
  });
});
