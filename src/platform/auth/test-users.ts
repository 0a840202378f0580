/**
 * Test helpers for every engineer's tests (never imported by production code):
 *   const admin = await createUser({ roles: ["admin"] });
 *   const token = await tokenFor(admin.id);           // valid 60 s bearer token
 *   await handler(new Request("http://localhost/api/x", { headers: { authorization: `Bearer ${token}` } }), ctx)
 * The token's authorised party is the origin "http://localhost" unless another origin is given;
 * it must match the origin of the request URL the handler sees (as in production).
 */
import { randomUUID } from "node:crypto";
import type { Role } from "../../shared/roles.ts";
import { mintSessionToken } from "./local/mint-token.ts";
import { provisionUser } from "./local/provision-user.ts";
import { createSession } from "./local/sessions.ts";

export const TEST_ORIGIN = "http://localhost";
export const TEST_PASSWORD = "Test-Passwort-1";

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export async function createUser(input: { email?: string; password?: string; roles?: Role[]; confirmed?: boolean; firstName?: string; lastName?: string } = {}): Promise<TestUser> {
  const email = input.email ?? `test-${randomUUID().slice(0, 12)}@example.org`;
  const password = input.password ?? TEST_PASSWORD;
  const result = await provisionUser({ email, password, roles: input.roles ?? [], confirmed: input.confirmed ?? true, firstName: input.firstName, lastName: input.lastName });
  return { id: result.id, email: result.email, password };
}

/** Creates a new session for the user and mints a bearer token for it. */
export async function tokenFor(userId: string, options: { origin?: string } = {}): Promise<string> {
  return (await sessionTokenFor(userId, options)).token;
}

/** Like tokenFor, but also returns the session id (for revocation tests). */
export async function sessionTokenFor(userId: string, options: { origin?: string } = {}): Promise<{ token: string; sessionId: string }> {
  const { session } = await createSession({ userId });
  const { token } = await mintSessionToken({ userId, sessionId: session.id, authorizedParty: options.origin ?? TEST_ORIGIN });
  return { token, sessionId: session.id };
}
