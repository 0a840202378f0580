/**
 * The local provider's session cookie __vnsi_session: an opaque 256-bit secret (the database keeps
 * only its hash), HttpOnly, SameSite=Lax, Secure unless the site runs on localhost.
 * Handlers set it as a Set-Cookie header, which Netlify and scripts/serve.ts both pass through.
 */
import { SESSION_MAX_AGE_MS } from "../auth-config.ts";

export const SESSION_COOKIE = "__vnsi_session";

export function readSessionCookie(req: Request): string | undefined {
  const header = req.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("=")) || undefined;
    } catch {
      return undefined; // a malformed %-escape is no session (issue 10), not a 500
    }
  }
  return undefined;
}

function requestHostname(req: Request): string {
  const host = req.headers.get("host") ?? new URL(req.url).host;
  return host.replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
}

export function isLocalhost(req: Request): boolean {
  return ["localhost", "127.0.0.1", "::1"].includes(requestHostname(req));
}

function attributes(req: Request): string {
  return `Path=/; HttpOnly; SameSite=Lax${isLocalhost(req) ? "" : "; Secure"}`;
}

export function sessionCookieHeader(req: Request, secret: string): string {
  return `${SESSION_COOKIE}=${secret}; ${attributes(req)}; Max-Age=${Math.floor(SESSION_MAX_AGE_MS / 1000)}`;
}

export function clearedSessionCookieHeader(req: Request): string {
  return `${SESSION_COOKIE}=; ${attributes(req)}; Max-Age=0`;
}
