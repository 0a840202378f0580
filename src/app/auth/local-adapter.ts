/**
 * The project's own identity provider (/api/auth/*): an HttpOnly session cookie plus short-lived,
 * Clerk-shaped bearer tokens from /api/auth/token, cached until shortly before they expire.
 * Errors arrive in Clerk's shape and are thrown as they are, for authErrorMessage to translate.
 * Paths come from the account's contract; the calls are plain fetches because they carry the
 * cookie and read Clerk's error shape (the derived client answers ApiError).
 */
import { AUTH_PATHS } from "#modules/account/auth-paths.ts";
import type { SessionResponse, TokenResponse } from "#shared/schemas/auth.ts";
import type { AuthAdapter, AuthSnapshot } from "#ui/session/auth-types.ts";
import { createTokenCache, toEpochMs } from "./token-cache.ts";

/** A failed /api/auth call: the HTTP status plus the body (Clerk's `errors`, our `error`/`message`). */
export class AuthRequestError extends Error {
  readonly status: number;
  readonly errors: unknown;
  readonly code: string | undefined;
  constructor(status: number, body: Record<string, unknown>) {
    super(typeof body.message === "string" ? body.message : "");
    this.status = status;
    this.errors = body.errors;
    this.code = typeof body.error === "string" ? body.error : undefined;
  }
}

async function post(path: string, body?: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ensureOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  throw new AuthRequestError(response.status, body);
}

const CHANNEL = "vnsi-auth";

export function createLocalAdapter(): AuthAdapter {
  const tokens = createTokenCache(async () => {
    const response = await post(AUTH_PATHS.getToken);
    if (response.status === 401) return null;
    const { token, expiresAt } = (await (await ensureOk(response)).json()) as TokenResponse;
    return { token, expiresAtMs: toEpochMs(expiresAt) };
  });
  // Tells other tabs of this browser that the session changed, so they follow a sign-in or sign-out.
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);

  async function getSession(): Promise<AuthSnapshot | null> {
    // Signed out is a 200 with nulls (no 401 in the console of every visitor of the login page).
    const response = await fetch(AUTH_PATHS.getSession, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (response.status === 401) return null;
    const { user, session } = (await (await ensureOk(response)).json()) as SessionResponse;
    return user && session ? { user, session } : null;
  }

  return {
    provider: "local",
    getSession,
    async signIn(email, password) {
      await ensureOk(await post(AUTH_PATHS.signIn, { email, password }));
      tokens.clear();
      const snapshot = await getSession();
      if (!snapshot) throw new AuthRequestError(401, { message: "" });
      channel?.postMessage("changed");
      return snapshot;
    },
    async signUp(data) {
      await ensureOk(await post(AUTH_PATHS.signUp, data));
    },
    async acceptInvitation(token, password) {
      await ensureOk(await post(AUTH_PATHS.acceptInvitation, { token, password }));
      return null;
    },
    async signOut() {
      await ensureOk(await post(AUTH_PATHS.signOut));
      tokens.clear();
      channel?.postMessage("changed");
    },
    getToken: () => tokens.get(),
    subscribe(listener) {
      if (!channel) return () => {};
      const onMessage = () => {
        tokens.clear();
        getSession().then(listener, () => {});
      };
      channel.addEventListener("message", onMessage);
      return () => channel.removeEventListener("message", onMessage);
    },
  };
}
