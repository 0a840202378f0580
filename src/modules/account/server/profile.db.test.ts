/**
 * The profile page's endpoints through the account function's router (issue 25): password change
 * (old password required, the sign-up rule, the sign-in brake, other sessions ended, audit and
 * activity), name edit with 409 on a stale version, own sessions (end one, end all others; another
 * person's session is not found), own activity by keyset.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import accountFn from "../../../../netlify/functions/account.mts";
import { callFunction, type FunctionCall } from "../../../../tests/helpers/function-call.ts";
import { cookieFrom, getSession, signIn, uniqueIp } from "../../../../tests/helpers/local-auth-flow.ts";
import { getDb } from "#platform/db/client.ts";
import { createUser, type TestUser } from "#platform/auth/test-users.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { WRONG_CURRENT_PASSWORD } from "./password-commands.ts";

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-profile-"));
  delete process.env.RESEND_API_KEY;
  await getDb();
}, 120_000);

interface Browser {
  cookie: string;
  token: string;
  sessionId: string;
}

/** Signs in like a browser: the session cookie, a bearer token and the session's id. */
async function browser(
  user: TestUser,
  ip = uniqueIp(),
  userAgent = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
): Promise<Browser> {
  const signedIn = await signIn(user.email, user.password, { ip, headers: { "user-agent": userAgent } });
  const cookie = cookieFrom(signedIn.response);
  const token = (await callFunction(accountFn, "/api/auth/token", { headers: { cookie } })).body.token as string;
  const sessionId = ((await getSession(cookie)).body.session as { id: string }).id;
  return { cookie, token, sessionId };
}

function call(who: Browser, method: string, pathname: string, body?: unknown, ip = uniqueIp()): Promise<FunctionCall> {
  return callFunction(accountFn, pathname, { method, body, ip, headers: { authorization: `Bearer ${who.token}` } });
}

describe("changing the password", { timeout: 60_000 }, () => {
  it("needs the current password, keeps this session, ends the others, and writes audit and activity", async () => {
    const user = await createUser();
    const here = await browser(user);
    const elsewhere = await browser(user);
    const ip = uniqueIp();

    const wrong = await call(here, "POST", "/api/account/password", { currentPassword: "falsch-falsch", newPassword: "Ganz-Neu-2026" }, ip);
    expect(wrong.response.status).toBe(422);
    expect(wrong.body.message).toBe(WRONG_CURRENT_PASSWORD);
    const weak = await call(here, "POST", "/api/account/password", { currentPassword: user.password, newPassword: "12345" }, ip);
    expect(weak.response.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain("Das Passwort muss mindestens 6 Zeichen lang sein.");

    const done = await call(here, "POST", "/api/account/password", { currentPassword: user.password, newPassword: "Ganz-Neu-2026" }, ip);
    expect(done.response.status).toBe(200);
    expect(done.body).toEqual({ status: "changed", endedSessions: 1 });
    expect((await getSession(here.cookie)).body.user).not.toBeNull();
    expect((await getSession(elsewhere.cookie)).body).toEqual({ user: null, session: null });
    expect((await signIn(user.email, user.password)).response.status).toBe(422);
    expect((await signIn(user.email, "Ganz-Neu-2026")).response.status).toBe(200);

    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "password.changed"), eq(auditLog.entityId, user.id)));
    expect(audit).toMatchObject({ actorUserId: user.id, after: { endedSessions: 1 } });
    const activity = await call(here, "GET", "/api/account/activity");
    expect((activity.body.items as { activityType: string; label: string }[])[0]).toMatchObject({
      activityType: "password_changed",
      label: "Passwort geändert",
    });
  });

  it("guesses of the current password meet the sign-in brake of the (address, client) pair", async () => {
    const user = await createUser();
    const here = await browser(user);
    const ip = uniqueIp();
    // LOCAL_AUTH_MAX_FAILURES_PER_ACCOUNT (5) free failures, then a growing wait.
    for (let i = 0; i < 5; i++)
      expect((await call(here, "POST", "/api/account/password", { currentPassword: `rate-${i}`, newPassword: "Ganz-Neu-2026" }, ip)).response.status).toBe(422);
    const sixth = await call(here, "POST", "/api/account/password", { currentPassword: "rate-6", newPassword: "Ganz-Neu-2026" }, ip);
    expect(sixth.response.status).toBe(429);
    expect(Number(sixth.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password waits: the brake is the sign-in's, shared with the sign-in form.
    expect((await call(here, "POST", "/api/account/password", { currentPassword: user.password, newPassword: "Ganz-Neu-2026" }, ip)).response.status).toBe(429);
    expect((await signIn(user.email, user.password, { ip })).response.status).toBe(429);
  });
});

describe("the profile", { timeout: 60_000 }, () => {
  it("reads and renames, refusing a stale version with 409", async () => {
    const user = await createUser({ firstName: "Anna", lastName: "Alt" });
    const here = await browser(user);
    const profile = await call(here, "GET", "/api/account/profile");
    expect(profile.body).toMatchObject({ id: user.id, email: user.email, firstName: "Anna", lastName: "Alt", provider: "local" });
    const version = profile.body.version as number;

    const renamed = await call(here, "PUT", "/api/account/profile", { firstName: "  Anna ", lastName: "Neu", version });
    expect(renamed.response.status).toBe(200);
    expect(renamed.body).toMatchObject({ firstName: "Anna", lastName: "Neu", version: version + 1 });
    const stale = await call(here, "PUT", "/api/account/profile", { firstName: "Anna", lastName: "Später", version });
    expect(stale.response.status).toBe(409);
    expect(stale.body.error).toBe("version_conflict");
    const bad = await call(here, "PUT", "/api/account/profile", { firstName: "A".repeat(101), lastName: "", version: version + 1 });
    expect(bad.response.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Der Vorname darf höchstens 100 Zeichen lang sein.");

    const [audit] = await (await getDb())
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "profile.updated"), eq(auditLog.entityId, user.id)));
    expect(audit).toMatchObject({ before: { firstName: "Anna", lastName: "Alt" }, after: { firstName: "Anna", lastName: "Neu" } });
  });
});

describe("own sessions", { timeout: 60_000 }, () => {
  it("lists the caller's sessions with this one marked; ends one, then all others", async () => {
    const user = await createUser();
    const here = await browser(user);
    const phone = await browser(
      user,
      uniqueIp(),
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
    );
    const office = await browser(user);
    const stranger = await browser(await createUser());

    const list = await call(here, "GET", "/api/account/sessions");
    const items = list.body.items as { id: string; current: boolean; browser: string; os: string; device: string }[];
    expect(items.map((s) => s.id).sort()).toEqual([here.sessionId, phone.sessionId, office.sessionId].sort());
    expect(items.filter((s) => s.current).map((s) => s.id)).toEqual([here.sessionId]);
    expect(items.find((s) => s.id === phone.sessionId)).toMatchObject({ browser: "Safari", os: "iOS", device: "mobile" });

    // Another person's session is not the caller's to end: the same 404 as an unknown one.
    expect((await call(here, "POST", `/api/account/sessions/${stranger.sessionId}/end`)).response.status).toBe(404);
    expect((await getSession(stranger.cookie)).body.user).not.toBeNull();

    expect((await call(here, "POST", `/api/account/sessions/${phone.sessionId}/end`)).response.status).toBe(204);
    expect((await getSession(phone.cookie)).body).toEqual({ user: null, session: null });
    expect((await call(phone, "GET", "/api/account/profile")).response.status).toBe(401);

    const others = await call(here, "POST", "/api/account/sessions/end-others");
    expect(others.body).toEqual({ ended: 1 });
    expect((await getSession(office.cookie)).body).toEqual({ user: null, session: null });
    expect((await call(here, "GET", "/api/account/sessions")).body.items).toMatchObject([{ id: here.sessionId, current: true }]);

    const activity = (await call(here, "GET", "/api/account/activity")).body.items as { activityType: string; description: string }[];
    expect(activity.slice(0, 2).map((a) => a.description)).toEqual(["1 andere Sitzung beendet", "Sitzung beendet: Safari auf iOS (Smartphone)"]);
  });
});

describe("own activity", { timeout: 60_000 }, () => {
  it("pages the caller's own entries newest first by keyset, without gaps or repeats", async () => {
    const user = await createUser();
    const other = await createUser();
    const here = await browser(user);
    const db = await getDb();
    // Pairs share a moment: the tie-breaker must neither skip nor repeat one of them at a page's end.
    const base = Date.parse("2026-11-02T08:00:00.000Z");
    await db.insert(userActivityLog).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: user.id,
        activityType: "login" as const,
        description: `Eintrag ${i}`,
        createdAt: new Date(base + Math.floor(i / 2) * 60_000),
      })),
    );
    await recordActivity(db, { userId: other.id, type: "login", description: "Fremder Eintrag" });

    const seen: { description: string; createdAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: FunctionCall = await call(here, "GET", `/api/account/activity?pageSize=5${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.response.status).toBe(200);
      seen.push(...(page.body.items as { description: string; createdAt: string }[]));
      cursor = page.body.nextCursor as string | null;
    } while (cursor);
    const own = seen.filter((d) => d.description.startsWith("Eintrag"));
    expect(own.map((e) => e.description).sort()).toEqual(Array.from({ length: 25 }, (_, i) => `Eintrag ${i}`).sort());
    const times = own.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.map((e) => e.description)).not.toContain("Fremder Eintrag");
    expect((await call(here, "GET", "/api/account/activity?cursor=kaputt")).response.status).toBe(400);
  });
});
