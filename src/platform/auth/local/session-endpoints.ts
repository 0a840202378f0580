/**
 * The cookie session endpoints of the local provider:
 *   GET  /api/auth/session  -> 200 {user:{id,email}, session:{id, expiresAt}}, or 200 {user:null,
 *                              session:null} when nobody is signed in here: asking is no error, and
 *                              a 401 would be logged in every visitor's console (issue 25)
 *   POST /api/auth/token    -> 200 {token, expiresAt} (60 s RS256 JWT) or 401
 *   POST /api/auth/sign-out -> 204, session revoked, cookie cleared
 * A deactivated user's session counts as no session.
 */
import type { SessionResponse, TokenResponse } from "#shared/schemas/auth.ts";
import { json } from "../../http/respond.ts";
import { authConfig } from "../auth-config.ts";
import { AuthError } from "../auth-errors.ts";
import { findProfile } from "../profiles.ts";
import { authorizedPartiesFor } from "../verify-token.ts";
import { assertLocalProvider, assertSameOrigin } from "./local-request.ts";
import { mintSessionToken } from "./mint-token.ts";
import { clearedSessionCookieHeader, readSessionCookie } from "./session-cookie.ts";
import { findActiveSessionBySecret, revokeSession, touchSession, type ActiveSession } from "./sessions.ts";

async function currentSession(req: Request): Promise<ActiveSession> {
  const secret = readSessionCookie(req);
  const session = secret ? await findActiveSessionBySecret(secret) : undefined;
  if (!session || (await findProfile(session.userId))?.deactivatedAt) throw new AuthError(401, "unauthenticated");
  return session;
}

export async function handleSession(req: Request): Promise<Response> {
  assertLocalProvider();
  const session = await currentSession(req).catch((error: unknown) => {
    if (error instanceof AuthError && error.status === 401) return undefined;
    throw error;
  });
  if (!session) return json({ user: null, session: null } satisfies SessionResponse, 200, { "cache-control": "no-store" });
  const body: SessionResponse = { user: { id: session.userId, email: session.email }, session: { id: session.id, expiresAt: session.expiresAt.toISOString() } };
  return json(body);
}

export async function handleToken(req: Request): Promise<Response> {
  assertLocalProvider();
  assertSameOrigin(req);
  const session = await currentSession(req);
  await touchSession(session);
  // The token names this site as its authorised party (azp), as Clerk's do.
  const parties = authorizedPartiesFor(req, authConfig().local.authorizedParties);
  const origin = new URL(req.url).origin;
  const authorizedParty = parties.includes(origin) ? origin : parties[0]!;
  const { token, expiresAt } = await mintSessionToken({ userId: session.userId, sessionId: session.id, authorizedParty });
  const body: TokenResponse = { token, expiresAt: expiresAt.toISOString() };
  return json(body);
}

export async function handleSignOut(req: Request): Promise<Response> {
  assertLocalProvider();
  assertSameOrigin(req);
  const secret = readSessionCookie(req);
  const session = secret ? await findActiveSessionBySecret(secret) : undefined;
  if (session) await revokeSession(session.id);
  return new Response(null, { status: 204, headers: { "set-cookie": clearedSessionCookieHeader(req), "cache-control": "no-store" } });
}
