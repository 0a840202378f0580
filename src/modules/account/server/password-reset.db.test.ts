/**
 * "Passwort vergessen?" through the account function's router (issue 25): the German mail with a
 * single-use link in the outbox, the same answer for unknown addresses, expiry on the test clock,
 * the sign-in brake on requests and on wrong tokens, every session ended after a reset.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import accountFn from "../../../../netlify/functions/account.mts";
import { callFunction, type FunctionCall } from "../../../../tests/helpers/function-call.ts";
import { cookieFrom, getSession, getToken, signIn, uniqueEmail, uniqueIp } from "../../../../tests/helpers/local-auth-flow.ts";
import { getDb } from "#platform/db/client.ts";
import { readOutbox } from "#platform/mail/file-outbox.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { auditLog } from "#platform/audit/tables.ts";
import { userActivityLog } from "#platform/auth/tables.ts";
import { authPasswordResets } from "./tables.ts";
import { PASSWORD_RESET_SUBJECT } from "./password-mails.ts";
import { RESET_LINK_INVALID, TOO_MANY_REQUESTS } from "./password-reset-commands.ts";

const NEW_PASSWORD = "Neues-Passwort-2026";

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-reset-"));
  delete process.env.RESEND_API_KEY;
  process.env.DEV_CLOCK = "1";
  await getDb();
}, 120_000);

async function requestReset(email: string, ip = uniqueIp()): Promise<FunctionCall> {
  const call = await callFunction(accountFn, "/api/account/password-reset", { body: { email }, ip });
  await call.settle();
  return call;
}

function complete(token: string, password = NEW_PASSWORD, options: { ip?: string; now?: Date } = {}): Promise<FunctionCall> {
  return callFunction(accountFn, "/api/account/password-reset/complete", {
    body: { token, password },
    ip: options.ip ?? uniqueIp(),
    headers: options.now ? { "x-dev-now": options.now.toISOString() } : {},
  });
}

async function resetMailsTo(email: string) {
  return (await readOutbox()).filter((m) => [m.to].flat().includes(email) && m.subject === PASSWORD_RESET_SUBJECT);
}

async function newestToken(email: string): Promise<string> {
  const mail = (await resetMailsTo(email)).at(-1);
  const token = /\/backend\/passwort-zuruecksetzen\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset mail for ${email}`);
  return decodeURIComponent(token);
}

describe("requesting a reset link", { timeout: 60_000 }, () => {
  it("mails a German single-use link and answers an unknown address exactly alike", async () => {
    const user = await createUser({ firstName: "Rita" });
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset(uniqueEmail());
    expect(known.response.status).toBe(200);
    expect(unknown.response.status).toBe(200);
    expect(known.body).toEqual({ status: "requested" });
    expect(unknown.body).toEqual(known.body);

    const [mail] = await resetMailsTo(user.email);
    expect(mail!.text).toContain("Guten Tag Rita,");
    expect(mail!.text).toContain("60 Minuten gültig, nur einmal verwendbar");
    expect(mail!.html).toContain("Neues Passwort festlegen");
    // Only the hash of the token is stored.
    const token = await newestToken(user.email);
    const rows = await (await getDb()).select().from(authPasswordResets).where(eq(authPasswordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses a malformed address in German", async () => {
    const call = await requestReset("keine-adresse");
    expect(call.response.status).toBe(400);
    expect(JSON.stringify(call.body)).toContain("Ungültiges E-Mail-Format.");
  });

  it("is throttled like sign-in: per address whether or not it has an account, and per client", async () => {
    const user = await createUser();
    const stranger = uniqueEmail();
    // LOCAL_AUTH_MAX_FAILURES_PER_ACCOUNT (5) requests per address in the 15-minute window.
    for (let i = 0; i < 5; i++) {
      expect((await requestReset(user.email)).response.status).toBe(200);
      expect((await requestReset(stranger)).response.status).toBe(200);
    }
    const known = await requestReset(user.email);
    const unknown = await requestReset(stranger);
    expect(known.response.status).toBe(429);
    expect(unknown.response.status).toBe(429);
    expect(known.body.message).toBe(TOO_MANY_REQUESTS);
    expect(unknown.body).toEqual(known.body);
    expect(known.response.headers.get("retry-after")).toBe("900");
    expect(await resetMailsTo(user.email)).toHaveLength(5);

    // LOCAL_AUTH_MAX_FAILURES_PER_CLIENT (20) requests from one client, whatever the address.
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await requestReset(uniqueEmail(), ip)).response.status).toBe(200);
    expect((await requestReset(uniqueEmail(), ip)).response.status).toBe(429);
    expect((await requestReset(uniqueEmail())).response.status).toBe(200);
  });
});

describe("completing a reset", { timeout: 60_000 }, () => {
  it("sets the new password once, ends every session, and writes audit and activity", async () => {
    const user = await createUser({ firstName: "Paul" });
    const laptop = cookieFrom((await signIn(user.email, user.password)).response);
    const phone = cookieFrom((await signIn(user.email, user.password)).response);
    expect((await getSession(laptop)).body.user).not.toBeNull();
    await requestReset(user.email);
    const token = await newestToken(user.email);

    const done = await complete(token);
    expect(done.response.status).toBe(200);
    expect(done.body).toEqual({ status: "complete", endedSessions: 2 });
    await done.settle();

    // Single use: the same link again is refused in German.
    const again = await complete(token, "Noch-ein-Passwort-9");
    expect(again.response.status).toBe(410);
    expect(again.body.message).toBe(RESET_LINK_INVALID);

    // Every session of the account ended; the old password no longer signs in, the new one does.
    expect((await getSession(laptop)).body).toEqual({ user: null, session: null });
    expect((await getToken(phone)).response.status).toBe(401);
    expect((await signIn(user.email, user.password)).response.status).toBe(422);
    expect((await signIn(user.email, NEW_PASSWORD)).response.status).toBe(200);

    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "password.reset"), eq(auditLog.entityId, user.id)));
    expect(audit).toMatchObject({ actorUserId: user.id, module: "account", after: { endedSessions: 2 } });
    const activity = await db
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, user.id), eq(userActivityLog.activityType, "password_reset")));
    expect(activity).toHaveLength(1);
    const notice = (await readOutbox()).filter((m) => [m.to].flat().includes(user.email) && m.subject.includes("Ihr Passwort wurde geändert"));
    expect(notice).toHaveLength(1);
  });

  it("spends the other open links of the account with the one used", async () => {
    const user = await createUser();
    await requestReset(user.email);
    const first = await newestToken(user.email);
    await requestReset(user.email);
    const second = await newestToken(user.email);
    expect(second).not.toBe(first);
    expect((await complete(second)).response.status).toBe(200);
    expect((await complete(first)).response.status).toBe(410);
  });

  it("expires after 60 minutes on the test clock", async () => {
    const user = await createUser();
    await requestReset(user.email);
    const token = await newestToken(user.email);
    const [row] = await (await getDb()).select().from(authPasswordResets).where(eq(authPasswordResets.userId, user.id));
    const expiresAt = row!.expiresAt.getTime();
    expect(expiresAt - row!.createdAt.getTime()).toBe(60 * 60_000);

    const late = await complete(token, NEW_PASSWORD, { now: new Date(expiresAt + 1000) });
    expect(late.response.status).toBe(410);
    expect(late.body.message).toBe(RESET_LINK_INVALID);
    // One minute before the end it still works (and the refused late try did not spend it).
    const inTime = await complete(token, NEW_PASSWORD, { now: new Date(expiresAt - 60_000) });
    expect(inTime.response.status).toBe(200);
  });

  it("refuses a weak new password with the sign-up rule, leaving the link usable", async () => {
    const user = await createUser();
    await requestReset(user.email);
    const token = await newestToken(user.email);
    const weak = await complete(token, "12345");
    expect(weak.response.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain("Das Passwort muss mindestens 6 Zeichen lang sein.");
    expect((await complete(token)).response.status).toBe(200);
  });

  it("counts wrong tokens against the client like failed sign-ins", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await complete(`erfunden-${i}-abcdefghijklmnopqrstuvwxyz`, NEW_PASSWORD, { ip })).response.status).toBe(410);
    const blocked = await complete("erfunden-x-abcdefghijklmnopqrstuvwxyz", NEW_PASSWORD, { ip });
    expect(blocked.response.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_REQUESTS);
  });
});
