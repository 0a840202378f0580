/**
 * The one server-side access check; the router calls requireAudience for every endpoint with the
 * audience the access registry names. The Bearer token is verified (verify-token.ts), then roles,
 * the organisation link and the deactivated flag are read from the database on every request, so
 * revoking a session, deactivating a user or removing a role takes effect at once.
 *   401 unauthenticated "Nicht angemeldet"  no/invalid/expired token, revoked session, deactivated
 *   403 forbidden "Keine Berechtigung"     signed in but lacking every required role, or an
 *                                           account still waiting for approval
 */
import type { Audience } from "#shared/access.ts";
import { hasAnyRole, type Role } from "#shared/roles.ts";
import { forbidden, unauthenticated } from "../http/errors.ts";
import { logPermission } from "./activity-log.ts";
import { loadAuthState } from "./auth-state.ts";
import { ensureClerkProfile } from "./clerk-profile.ts";
import { verifySessionToken } from "./verify-token.ts";

export interface AuthUser {
  id: string;
  email: string;
  /** Empty for an account that waits for approval (self sign-up without role or member company). */
  roles: Role[];
  /**
   * The member company the person represents (profiles.organization_id), read by the same
   * statement as the roles: a screen that depends on it need not read the profile again (issue 27).
   */
  organizationId: string | null;
  /**
   * The session the request was made with (the token's sid): a local session id, or Clerk's.
   * Lets a person end "all other" sessions and see which one is this browser (issue 25).
   */
  sessionId?: string | null;
}

/** Who does something, as services record it (audit, activity, "decided by"). */
export type Actor = Pick<AuthUser, "id" | "email">;

export { forbidden, unauthenticated };

function bearerToken(req: Request): string | undefined {
  const header = req.headers.get("authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match?.[1];
}

/** Any valid session, including an account that waits for approval. */
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
  return { id: state.id, email: state.email, roles: state.roles, organizationId: state.organizationId, sessionId: claims.sessionId ?? null };
}

/**
 * Deny by default: an approved account holding a role that satisfies one of `roles` (SPEC
 * hierarchy). A denial is logged as permission_denied with the caller's role flags.
 */
export async function requireRole(req: Request, roles: readonly Role[], action?: string): Promise<AuthUser> {
  const user = await requireUser(req);
  if (!hasAnyRole(user.roles, roles)) {
    await logPermission({
      userId: user.id,
      action: action ?? `${req.method} ${new URL(req.url).pathname}`,
      granted: false,
      roles: user.roles,
      requiredRoles: roles,
    });
    throw forbidden();
  }
  return user;
}

/** The check of one registry audience: none for "public", a session for "authenticated", else roles. */
export async function requireAudience(req: Request, audience: Audience): Promise<AuthUser | undefined> {
  if (audience === "public") return undefined;
  if (audience === "authenticated") return requireUser(req);
  return requireRole(req, audience);
}
