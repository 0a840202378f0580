import { describe, expect, it } from "vitest";
import myActivity from "../../../../netlify/functions/account.mts";
import { logActivity } from "#platform/auth/activity-log.ts";
import { createUser, tokenFor } from "#platform/auth/test-users.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import { MY_ACTIVITY_LIMIT, type MyActivityResponse } from "../schema.ts";

const get = (token?: string) => callFunction(myActivity, "/api/my-activity", { method: "GET", headers: token ? { authorization: `Bearer ${token}` } : {} });

// Creating users hashes passwords (scrypt), which takes seconds on these machines.
describe("GET /api/my-activity", { timeout: 30_000 }, () => {
  it("answers 401 without a session", async () => {
    const { response, body } = await get();
    expect(response.status).toBe(401);
    expect(body).toMatchObject({ error: "unauthenticated", message: "Nicht angemeldet" });
  });

  it("returns only the caller's own entries, newest first, at most the limit", async () => {
    const alice = await createUser({ roles: ["mitglied"] });
    const admin = await createUser({ roles: ["admin"] });
    for (let i = 0; i < MY_ACTIVITY_LIMIT + 2; i++) await logActivity({ userId: alice.id, type: "login", description: `Anmeldung ${i}` });
    await logActivity({ userId: admin.id, type: "logout", description: "Abmeldung des Admins" });

    const { response, body } = await get(await tokenFor(alice.id));
    expect(response.status).toBe(200);
    const { activity } = body as unknown as MyActivityResponse;
    expect(activity).toHaveLength(MY_ACTIVITY_LIMIT);
    expect(activity.every((entry) => entry.activityType === "login")).toBe(true);
    expect(activity.map((e) => e.description)).not.toContain("Abmeldung des Admins");
    const times = activity.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("refuses other methods", async () => {
    const { response } = await callFunction(myActivity, "/api/my-activity", { method: "POST", body: {} });
    expect(response.status).toBe(405);
  });
});
