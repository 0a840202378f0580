/**
 * requireUser / requireRole: only tokens signed by the one trusted key, unexpired, issued to this
 * site, of a live session and an active user pass; roles come from the database.
 */
import { generateKeyPairSync } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { SignJWT, base64url, decodeJwt } from "jose";
import { getDb } from "../db/client.ts";
import { profiles, userActivityLog } from "./tables.ts";
import { getSigningKeys } from "./local/signing-keys.ts";
import { revokeSession } from "./local/sessions.ts";
import { requireRole, requireUser } from "./require-user.ts";
import { createUser, sessionTokenFor, tokenFor } from "./test-users.ts";
import { grantRole, revokeRole } from "./user-roles.ts";

const request = (token: string | undefined, url = "http://localhost/api/x") =>
  new Request(url, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
const rejected = { status: 401, code: "unauthenticated", message: "Nicht angemeldet" };

async function signLocal(claims: Record<string, unknown>, key?: Parameters<SignJWT["sign"]>[0]) {
  const keys = await getSigningKeys();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: "urn:vnsi:local-auth", azp: "http://localhost", iat: now, nbf: now, exp: now + 60, ...claims })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: keys.kid })
    .sign(key ?? keys.privateKey);
}

beforeAll(async () => void (await getDb()), 120_000);
afterEach(() => {
  delete process.env.CLERK_SECRET_KEY;
  delete process.env.CLERK_JWT_KEY;
});

describe("token verification", () => {
  it("accepts a valid token and loads the roles from the database, highest first", async () => {
    const user = await createUser({ roles: ["vorstand"] });
    const { token, sessionId } = await sessionTokenFor(user.id);
    expect(await requireUser(request(token))).toEqual({ id: user.id, email: user.email, roles: ["vorstand", "mitglied"], organizationId: null, sessionId });
  });

  it("rejects a missing header, a malformed header and garbage", async () => {
    await expect(requireUser(request(undefined))).rejects.toMatchObject(rejected);
    await expect(requireUser(new Request("http://localhost/x", { headers: { authorization: "Basic abc" } }))).rejects.toMatchObject(rejected);
    await expect(requireUser(request("not.a.jwt"))).rejects.toMatchObject(rejected);
  });

  it("rejects a token signed with another key", async () => {
    const user = await createUser();
    const { sessionId } = await sessionTokenFor(user.id);
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    await expect(requireUser(request(await signLocal({ sub: user.id, sid: sessionId }, privateKey)))).rejects.toMatchObject(rejected);
  });

  it("rejects alg none and HS256 tokens", async () => {
    const user = await createUser();
    const { sessionId } = await sessionTokenFor(user.id);
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url.encode(
      JSON.stringify({ sub: user.id, sid: sessionId, azp: "http://localhost", iss: "urn:vnsi:local-auth", iat: now, nbf: now, exp: now + 60 }),
    );
    const none = `${base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.`;
    await expect(requireUser(request(none))).rejects.toMatchObject(rejected);
    const { publicKeyPem } = await getSigningKeys();
    const hs = await new SignJWT({ sub: user.id, sid: sessionId, azp: "http://localhost", iss: "urn:vnsi:local-auth" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime("1m")
      .sign(new TextEncoder().encode(publicKeyPem)); // the classic key-confusion attack
    await expect(requireUser(request(hs))).rejects.toMatchObject(rejected);
  });

  it("rejects a token whose payload was changed after signing (another sub)", async () => {
    const victim = await createUser({ roles: ["admin"] });
    const attacker = await createUser();
    const token = await tokenFor(attacker.id);
    const [header, , signature] = token.split(".");
    const claims = { ...decodeJwt(token), sub: victim.id };
    const tampered = `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`;
    await expect(requireUser(request(tampered))).rejects.toMatchObject(rejected);
  });

  it("rejects an expired token and one not yet valid", async () => {
    const user = await createUser();
    const { sessionId } = await sessionTokenFor(user.id);
    const now = Math.floor(Date.now() / 1000);
    await expect(requireUser(request(await signLocal({ sub: user.id, sid: sessionId, iat: now - 120, nbf: now - 120, exp: now - 60 })))).rejects.toMatchObject(
      rejected,
    );
    await expect(requireUser(request(await signLocal({ sub: user.id, sid: sessionId, nbf: now + 120, exp: now + 180 })))).rejects.toMatchObject(rejected);
    // Control: the same helper with valid times passes, so the rejections above are about time.
    expect((await requireUser(request(await signLocal({ sub: user.id, sid: sessionId })))).id).toBe(user.id);
  });

  it("rejects a token issued to another site (azp) or by another issuer", async () => {
    const user = await createUser();
    const foreign = await tokenFor(user.id, { origin: "https://evil.example" });
    await expect(requireUser(request(foreign))).rejects.toMatchObject(rejected);
    const own = await tokenFor(user.id);
    await expect(requireUser(request(own, "https://www.vnsi-verband.de/api/x"))).rejects.toMatchObject(rejected);
    const { sessionId } = await sessionTokenFor(user.id);
    await expect(requireUser(request(await signLocal({ sub: user.id, sid: sessionId, iss: "https://clerk.example" })))).rejects.toMatchObject(rejected);
  });

  it("rejects a token whose session was revoked, or that names another user's session", async () => {
    const user = await createUser();
    const other = await createUser();
    const { token, sessionId } = await sessionTokenFor(user.id);
    const { sessionId: otherSession } = await sessionTokenFor(other.id);
    await expect(requireUser(request(await signLocal({ sub: user.id, sid: otherSession })))).rejects.toMatchObject(rejected);
    await revokeSession(sessionId);
    await expect(requireUser(request(token))).rejects.toMatchObject(rejected);
  });

  it("rejects a deactivated user at once", async () => {
    const user = await createUser({ roles: ["admin"] });
    const token = await tokenFor(user.id);
    await (await getDb()).update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, user.id));
    await expect(requireUser(request(token))).rejects.toMatchObject(rejected);
  });
});

describe("requireRole", () => {
  it("follows the SPEC hierarchy and answers 403 'Keine Berechtigung' otherwise, logging the denial with role flags", async () => {
    const member = await createUser({ roles: ["mitglied"] });
    const manager = await createUser({ roles: ["geschaeftsfuehrung"] });
    const memberToken = await tokenFor(member.id);
    await expect(requireRole(request(memberToken), ["vorstand"])).rejects.toMatchObject({ status: 403, code: "forbidden", message: "Keine Berechtigung" });
    expect((await requireRole(request(memberToken), ["mitglied"])).id).toBe(member.id);
    expect((await requireRole(request(await tokenFor(manager.id)), ["vorstand"])).id).toBe(manager.id);
    await expect(requireRole(request(await tokenFor(manager.id)), ["admin"])).rejects.toMatchObject({ status: 403 });

    const [denied] = await (await getDb())
      .select()
      .from(userActivityLog)
      .where(and(eq(userActivityLog.userId, member.id), eq(userActivityLog.activityType, "permission_denied")));
    expect(denied!.metadata).toMatchObject({ requiredRoles: ["vorstand"], isAdmin: false, isVorstand: false, isMitglied: true, isGeschaeftsfuehrung: false });
  });

  it("sees role changes with the next request (no role claims in the token)", async () => {
    const user = await createUser({ roles: ["mitglied"] });
    const token = await tokenFor(user.id);
    await grantRole(user.id, "admin");
    expect((await requireRole(request(token), ["admin"])).roles).toContain("admin");
    await revokeRole(user.id, "admin");
    await expect(requireRole(request(token), ["admin"])).rejects.toMatchObject({ status: 403 });
  });
});

describe("Clerk mode", () => {
  const clerkKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const clerkPem = clerkKeys.publicKey.export({ type: "spki", format: "pem" }).toString();
  const clerkToken = (claims: Record<string, unknown>) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ azp: "http://localhost", iss: "https://clerk.vnsi-verband.de", sid: "sess_clerk1", iat: now, nbf: now, exp: now + 60, ...claims })
      .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: "ins_clerk" })
      .sign(clerkKeys.privateKey);
  };
  const configureClerk = () => {
    process.env.CLERK_SECRET_KEY = "sk_test_offline";
    process.env.CLERK_JWT_KEY = clerkPem;
  };

  it("verifies Clerk tokens with CLERK_JWT_KEY, creates the profile just in time, roles from user_roles", async () => {
    configureClerk();
    const clerkId = `user_clerk${Date.now()}`;
    const user = await requireUser(request(await clerkToken({ sub: clerkId, email: "Clerk.User@Example.org" })));
    // A Clerk account nobody invited waits for approval: no role until an administrator grants one.
    expect(user).toEqual({ id: clerkId, email: "clerk.user@example.org", roles: [], organizationId: null, sessionId: "sess_clerk1" });
    await grantRole(clerkId, "vorstand");
    expect((await requireRole(request(await clerkToken({ sub: clerkId })), ["vorstand"])).roles).toEqual(["vorstand"]);
  });

  it("rejects local tokens in Clerk mode, and deactivated Clerk users", async () => {
    const local = await createUser({ roles: ["admin"] });
    const localToken = await tokenFor(local.id);
    configureClerk();
    await expect(requireUser(request(localToken))).rejects.toMatchObject(rejected);
    const clerkId = `user_clerkoff${Date.now()}`;
    await requireUser(request(await clerkToken({ sub: clerkId, email: "weg@example.org" })));
    await (await getDb()).update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, clerkId));
    await expect(requireUser(request(await clerkToken({ sub: clerkId, email: "weg@example.org" })))).rejects.toMatchObject(rejected);
  });

  it("rejects Clerk tokens for another authorised party", async () => {
    configureClerk();
    process.env.CLERK_AUTHORIZED_PARTIES = "https://www.vnsi-verband.de";
    try {
      await expect(requireUser(request(await clerkToken({ sub: "user_x", email: "x@example.org" })))).rejects.toMatchObject(rejected);
    } finally {
      delete process.env.CLERK_AUTHORIZED_PARTIES;
    }
  });
});
