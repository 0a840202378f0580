/**
 * The one server-side access check. Every non-public handler starts with requireUser(req) or
 * requireRole(req, roles): the Bearer token is verified (src/server/auth/verify-token.ts), then
 * roles and the deactivated flag are read from the database on every request, so revoking a
 * session, deactivating a user or removing a role takes effect at once (within the 60 s token
 * lifetime there is nothing to wait for).
 *   401 unauthenticated "Nicht angemeldet"  no/invalid/expired token, revoked session, deactivated
 *   403 forbidden "Keine Berechtigung"     signed in but lacking every required role
 */
import { HttpError } from "../http.ts";
import { hasAnyRole, type Role } from "../../shared/roles.ts";
import { logPermission } from "./activity-log.ts";
import { loadAuthState } from "./auth-state.ts";
import { ensureClerkProfile } from "./clerk-profile.ts";
import { verifySessionToken } from "./verify-token.ts";

export interface AuthUser {
  id: string;
  email: string;
  roles: Role[];
}

export const unauthenticated = () => new HttpError(401, "unauthenticated", "Nicht angemeldet");
export const forbidden = () => new HttpError(403, "forbidden", "Keine Berechtigung");

function bearerToken(req: Request): string | undefined {
  const header = req.headers.get("authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match?.[1];
}

export async function requireUser(req: Request): Promise<AuthUser> {
  const token = bearerToken(req);
  const claims = token ? await verifySessionToken(token, req) : undefined;
  if (!claims) throw unauthenticated();
  // Local tokens name a session of ours; Clerk's sessions are checked by Clerk (60 s tokens).
  const sessionId = claims.provider === "local" ? (claims.sessionId ?? "") : null;
  let state = await loadAuthState(claims.userId, sessionId);
  if (!state && claims.provider === "clerk") {
    await ensureClerkProfile(claims.userId, claims.email);
    state = await loadAuthState(claims.userId, sessionId);
  }
  if (!state || state.deactivated || !state.sessionActive) throw unauthenticated();
  return { id: state.id, email: state.email, roles: state.roles };
}

/** Deny by default: the user must hold a role that satisfies one of `roles` (SPEC hierarchy). */
export async function requireRole(req: Request, roles: readonly Role[]): Promise<AuthUser> {
  const user = await requireUser(req);
  if (!hasAnyRole(user.roles, roles)) {
    await logPermission({ userId: user.id, action: `${req.method} ${new URL(req.url).pathname}`, granted: false, roles: user.roles, requiredRoles: roles });
    throw forbidden();
  }
  return user;
}
