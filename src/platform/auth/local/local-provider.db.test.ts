/**
 * The local identity provider through its functions, against the real database: sign-up with the
 * confirmation mail, confirm, sign-in, session, token, sign-out, and every error code of the
 * contract (docs/decisions/004-auth-local-identity-provider.md).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { getDb } from "../../db/client.ts";
import { authSessions, profiles } from "../tables.ts";
import { callFunction } from "../../../../tests/helpers/function-call.ts";
import {
  confirmationLink,
  getSession,
  getToken,
  openLink,
  signedInUser,
  signIn,
  signOut,
  signUp,
  uniqueEmail,
} from "../../../../tests/helpers/local-auth-flow.ts";
import signInFn from "../../../../netlify/functions/account.mts";
import configFn from "../../../../netlify/functions/account.mts";
import { requireUser } from "../require-user.ts";

const PASSWORD = "Geheim-Passwort-1";
const codeOf = (body: Record<string, unknown>) => (body.errors as { code: string }[] | undefined)?.[0]?.code;

beforeAll(async () => {
  process.env.MAIL_OUTBOX_DIR = await mkdtemp(path.join(tmpdir(), "vnsi-auth-"));
  delete process.env.RESEND_API_KEY;
  await getDb();
}, 120_000);
afterEach(() => {
  delete process.env.CLERK_SECRET_KEY;
  delete process.env.LOCAL_AUTH_SIGN_UP;
});

describe("sign-up and confirmation", () => {
  it("answers missing_requirements, mails a German confirmation link, and the link confirms and redirects", async () => {
    const email = uniqueEmail();
    const call = await signUp({ email: email.toUpperCase(), password: PASSWORD, firstName: "Erika", lastName: "Muster" });
    expect(call.response.status).toBe(200);
    expect(call.body.status).toBe("missing_requirements");

    const link = await confirmationLink(email);
    expect(link).toMatch(/^http:\/\/localhost\/api\/auth\/verify-email\?token=/);
    const beforeConfirming = await signIn(email, PASSWORD);
    expect(beforeConfirming.response.status).toBe(403);
    expect(beforeConfirming.body.status).toBe("missing_requirements");
    expect(codeOf(beforeConfirming.body)).toBe("email_not_verified");
    expect(beforeConfirming.body.message).toBe("E-Mail-Adresse noch nicht bestätigt. Bitte überprüfen Sie Ihre E-Mails.");

    const confirmed = await openLink(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/backend/login?verified=1");
    const reused = await openLink(link);
    expect(reused.headers.get("location")).toBe("/backend/login?verified=0");

    const signedIn = await signIn(email, PASSWORD);
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.body).toEqual({ status: "complete", user: { id: expect.stringMatching(/^user_[A-Za-z0-9]{27}$/), email } });
    const [profile] = await (await getDb()).select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ firstName: "Erika", lastName: "Muster" });
    expect(profile!.lastSignInAt).toBeInstanceOf(Date);
  });

  it("remembers another landing page than /backend in the redirect", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD, redirectUrl: "http://localhost/backend/documents" });
    const response = await openLink(await confirmationLink(email));
    expect(response.headers.get("location")).toBe("/backend/login?verified=1&redirect=%2Fbackend%2Fdocuments");
  });

  it("ignores a redirect to another site", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD, redirectUrl: "https://evil.example/phish" });
    expect((await openLink(await confirmationLink(email))).headers.get("location")).toBe("/backend/login?verified=1");
  });

  it.each([
    [{ email: "kein-at-zeichen", password: PASSWORD }, "form_param_format_invalid", "Ungültiges E-Mail-Format."],
    [{ email: uniqueEmail(), password: "12345" }, "form_password_length_too_short", "Das Passwort muss mindestens 6 Zeichen lang sein."],
  ])("rejects %j with 422 %s", async (body, code, message) => {
    const call = await signUp(body);
    expect(call.response.status).toBe(422);
    expect(codeOf(call.body)).toBe(code);
    expect(call.body.message).toBe(message);
  });

  it("rejects an address that is already registered (any case) with form_identifier_exists", async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD });
    const again = await signUp({ email: email.toUpperCase(), password: "Anderes-Passwort" });
    expect(again.response.status).toBe(422);
    expect(codeOf(again.body)).toBe("form_identifier_exists");
    expect(again.body.message).toBe("Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.");
  });

  it("answers sign_up_mode_restricted when sign-up is closed", async () => {
    process.env.LOCAL_AUTH_SIGN_UP = "restricted";
    const call = await signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(call.response.status).toBe(403);
    expect(codeOf(call.body)).toBe("sign_up_mode_restricted");
    expect(call.body.message).toBe("Registrierung ist derzeit deaktiviert.");
  });

  it("limits sign-ups per client address (every sign-up sends a mail)", async () => {
    process.env.LOCAL_AUTH_MAX_SIGN_UPS_PER_CLIENT = "2";
    try {
      const ip = "192.0.2.77";
      expect((await signUp({ email: uniqueEmail(), password: PASSWORD }, ip)).response.status).toBe(200);
      expect((await signUp({ email: uniqueEmail(), password: PASSWORD }, ip)).response.status).toBe(200);
      const third = await signUp({ email: uniqueEmail(), password: PASSWORD }, ip);
      expect(third.response.status).toBe(429);
      expect(codeOf(third.body)).toBe("too_many_requests");
    } finally {
      delete process.env.LOCAL_AUTH_MAX_SIGN_UPS_PER_CLIENT;
    }
  });

  it("redirects an unknown confirmation token to verified=0", async () => {
    const response = await openLink("http://localhost/api/auth/verify-email?token=erfunden");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/backend/login?verified=0");
  });
});

describe("sign-in errors", () => {
  it("answers form_identifier_not_found for an unknown address and form_password_incorrect for a wrong password", async () => {
    const { email } = await signedInUser(PASSWORD);
    const unknown = await signIn(uniqueEmail(), PASSWORD);
    expect(unknown.response.status).toBe(422);
    expect(codeOf(unknown.body)).toBe("form_identifier_not_found");
    expect(unknown.body.message).toBe("Benutzer nicht gefunden.");
    const wrong = await signIn(email, "falsches-Passwort");
    expect(wrong.response.status).toBe(422);
    expect(codeOf(wrong.body)).toBe("form_password_incorrect");
    expect(wrong.body.message).toBe("Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.");
    expect(wrong.response.headers.get("set-cookie")).toBeNull();
  });

  it("answers form_param_format_invalid for a malformed address and 400 for a body that is not JSON", async () => {
    const bad = await signIn("nicht-gültig", PASSWORD);
    expect(bad.response.status).toBe(422);
    expect(codeOf(bad.body)).toBe("form_param_format_invalid");
    const notJson = await callFunction(signInFn, "/api/auth/sign-in", { body: "{kaputt" });
    expect(notJson.response.status).toBe(400);
  });

  it("spends about the same time on an unknown address as on a wrong password", async () => {
    const { email } = await signedInUser(PASSWORD);
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      await fn();
      return performance.now() - start;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(() => signIn(uniqueEmail(), "falsch-falsch")));
      wrong.push(await time(() => signIn(email, "falsch-falsch")));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    // Without the dummy hash an unknown address answers in ~1 ms against ~50 ms for scrypt.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it("rejects a cross-site sign-in (Origin of another site)", async () => {
    const { email } = await signedInUser(PASSWORD);
    const call = await signIn(email, PASSWORD, { headers: { origin: "https://evil.example" } });
    expect(call.response.status).toBe(403);
  });
});

describe("session, token and sign-out", () => {
  it("sets an HttpOnly SameSite=Lax cookie, Secure except on localhost", async () => {
    const user = await signedInUser(PASSWORD);
    const local = await signIn(user.email, PASSWORD);
    const sessionCookie = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("__vnsi_session="))!;
    expect(sessionCookie(local.response)).toMatch(/^__vnsi_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const remote = await signIn(user.email, PASSWORD, { headers: { host: "www.vnsi-verband.de" } });
    expect(sessionCookie(remote.response)).toMatch(/HttpOnly; SameSite=Lax; Secure/);
    // The browser is recognised from now on (issue 10): only a random id, only for /api/auth.
    expect(local.response.headers.getSetCookie().find((c) => c.startsWith("__vnsi_device="))).toMatch(
      /^__vnsi_device=[\w-]{24}; Path=\/api\/auth; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
  });

  it("returns the session and a 60 s Clerk-shaped RS256 token that requireUser accepts", async () => {
    const user = await signedInUser(PASSWORD);
    const session = await getSession(user.cookie);
    expect(session.response.status).toBe(200);
    expect(session.body).toEqual({
      user: { id: user.userId, email: user.email },
      session: { id: expect.stringMatching(/^sess_/), expiresAt: expect.any(String) },
    });

    const token = await getToken(user.cookie);
    expect(token.response.status).toBe(200);
    const jwt = token.body.token as string;
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: "RS256", typ: "JWT" });
    const claims = decodeJwt(jwt);
    expect(claims).toMatchObject({ sub: user.userId, sid: (session.body.session as { id: string }).id, azp: "http://localhost", iss: "urn:vnsi:local-auth" });
    expect(claims.exp! - claims.iat!).toBe(60);
    expect(claims.nbf).toBe(claims.iat);
    expect(new Date(token.body.expiresAt as string).getTime()).toBe(claims.exp! * 1000);

    const authUser = await requireUser(new Request("http://localhost/api/x", { headers: { authorization: `Bearer ${jwt}` } }));
    // A self-registered account: signed in, but waiting for approval (issue 10).
    expect(authUser).toEqual({ id: user.userId, email: user.email, roles: [], organizationId: null, sessionId: (session.body.session as { id: string }).id });
  });

  it("answers the signed-out state (200, no 401 in the browser's console) without a session, with an unknown cookie and after sign-out; the token 401", async () => {
    const user = await signedInUser(PASSWORD);
    const none = await getSession(undefined);
    expect(none.response.status).toBe(200);
    expect(none.body).toEqual({ user: null, session: null });
    expect((await getToken(undefined)).response.status).toBe(401);
    const unknown = await getSession("__vnsi_session=erfunden");
    expect(unknown.response.status).toBe(200);
    expect(unknown.body).toEqual({ user: null, session: null });

    const { token } = (await getToken(user.cookie)).body as { token: string };
    const out = await signOut(user.cookie);
    expect(out.response.status).toBe(204);
    expect(out.response.headers.get("set-cookie")).toMatch(/^__vnsi_session=; .*Max-Age=0/);
    expect((await getSession(user.cookie)).body).toEqual({ user: null, session: null });
    expect((await getToken(user.cookie)).response.status).toBe(401);
    // The token minted before sign-out dies with its session, not 60 s later.
    await expect(requireUser(new Request("http://localhost/api/x", { headers: { authorization: `Bearer ${token}` } }))).rejects.toMatchObject({ status: 401 });
    const [row] = await (await getDb()).select().from(authSessions).where(eq(authSessions.userId, user.userId));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it("refuses session and token to a deactivated user", async () => {
    const user = await signedInUser(PASSWORD);
    await (await getDb()).update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, user.userId));
    expect((await getSession(user.cookie)).body).toEqual({ user: null, session: null });
    expect((await getToken(user.cookie)).response.status).toBe(401);
    const again = await signIn(user.email, PASSWORD);
    expect(again.response.status).toBe(403);
    expect(codeOf(again.body)).toBe("user_locked");
  });
});

describe("provider selection", () => {
  it("GET /api/auth/config names the local provider, or Clerk with its publishable key", async () => {
    const local = await callFunction(configFn, "/api/auth/config", { method: "GET" });
    expect(local.body).toEqual({ provider: "local", signUpOpen: false });
    process.env.CLERK_SECRET_KEY = "sk_test_x";
    process.env.PUBLIC_CLERK_PUBLISHABLE_KEY = "pk_test_y";
    try {
      const clerk = await callFunction(configFn, "/api/auth/config", { method: "GET" });
      expect(clerk.body).toEqual({ provider: "clerk", publishableKey: "pk_test_y", signUpOpen: false });
    } finally {
      delete process.env.PUBLIC_CLERK_PUBLISHABLE_KEY;
    }
  });

  it("answers 404 on the local sign-up, sign-in, session and token endpoints when Clerk is configured", async () => {
    const user = await signedInUser(PASSWORD);
    process.env.CLERK_SECRET_KEY = "sk_test_x";
    expect((await signUp({ email: uniqueEmail(), password: PASSWORD })).response.status).toBe(404);
    expect((await signIn(user.email, PASSWORD)).response.status).toBe(404);
    expect((await getSession(user.cookie)).response.status).toBe(404);
    expect((await getToken(user.cookie)).response.status).toBe(404);
    expect((await openLink("http://localhost/api/auth/verify-email?token=x")).status).toBe(404);
  });
});
