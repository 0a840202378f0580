/**
 * Test helpers for every engineer's tests (never imported by production code):
 *   const admin = await createUser({ roles: ["admin"] });
 *   const token = await tokenFor(admin.id);           // valid 60 s bearer token
 *   await handler(new Request("http://localhost/api/x", { headers: { authorization: `Bearer ${token}` } }), ctx)
 * The token's authorised party is the origin "http://localhost" unless another origin is given;
 * it must match the origin of the request URL the handler sees (as in production).
 */
import { randomUUID } from "node:crypto";
import type { Role } from "#shared/roles.ts";
import { mintSessionToken } from "./local/mint-token.ts";
import { provisionUser } from "./local/provision-user.ts";
import { createSession } from "./local/sessions.ts";

export const TEST_ORIGIN = "http://localhost";
/**
 * A test file mints its users' tokens once in its setup and uses them for the whole file; on a busy
 * machine a file outlasts the 60 s of a sign-in's token and its later requests failed with 401
 * "Nicht angemeldet" (endpoint matrix, finances, political). Expiry itself is tested with tokens
 * minted for it (require-user.db.test.ts).
 */
export const TEST_TOKEN_LIFETIME_SECONDS = 30 * 60;
export const TEST_PASSWORD = "Test-Passwort-1";
/**
 * TEST_PASSWORD hashed once with password.ts at its production cost (scrypt N=16384, r=8, p=1),
 * so that creating a test user costs no scrypt work (about 45 ms of CPU each, over a thousand
 * test users a run); signing in still verifies it at the full cost. test-users.test.ts proves that
 * it is a hash of TEST_PASSWORD with the cost hashPassword uses.
 */
export const TEST_PASSWORD_HASH = "scrypt$16384$8$1$uhZ-s8etpgLpt05s3cmOog$Oaobmf1sDYOJR2fOOyJYDMi4USsZQ5CS6AHtBpym2-0";

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export async function createUser(
  input: { email?: string; password?: string; roles?: Role[]; confirmed?: boolean; firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const email = input.email ?? `test-${randomUUID().slice(0, 12)}@example.org`;
  const password = input.password ?? TEST_PASSWORD;
  const passwordHash = password === TEST_PASSWORD ? TEST_PASSWORD_HASH : undefined;
  const result = await provisionUser({
    email,
    password,
    passwordHash,
    roles: input.roles ?? [],
    confirmed: input.confirmed ?? true,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  return { id: result.id, email: result.email, password };
}

/** Creates a new session for the user and mints a bearer token for it. */
export async function tokenFor(userId: string, options: { origin?: string } = {}): Promise<string> {
  return (await sessionTokenFor(userId, options)).token;
}

/** Like tokenFor, but also returns the session id (for revocation tests). */
export async function sessionTokenFor(userId: string, options: { origin?: string } = {}): Promise<{ token: string; sessionId: string }> {
  const { session } = await createSession({ userId });
  const { token } = await mintSessionToken({
    userId,
    sessionId: session.id,
    authorizedParty: options.origin ?? TEST_ORIGIN,
    lifetimeSeconds: TEST_TOKEN_LIFETIME_SECONDS,
  });
  return { token, sessionId: session.id };
}
