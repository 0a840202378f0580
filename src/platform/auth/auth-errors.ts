/**
 * Errors of the auth endpoints, answered in Clerk's shape ({ errors: [{ code, message,
 * longMessage }] }) plus the project's ({ success:false, error, message }), so either client
 * parser understands them. Messages are the German texts of SPEC section 8.
 */
import type { Context } from "@netlify/functions";
import { clientKey } from "../rate-limit/client-key.ts";
import { AUTH_ERROR_MESSAGES, type AuthErrorBody, type AuthErrorCode } from "#shared/schemas/auth.ts";
import { json } from "../http/respond.ts";

export class AuthError extends Error {
  readonly status: number;
  readonly code: AuthErrorCode;
  readonly extra: Partial<AuthErrorBody>;
  readonly headers: Record<string, string>;
  constructor(status: number, code: AuthErrorCode, extra: Partial<AuthErrorBody> = {}, headers: Record<string, string> = {}) {
    super(AUTH_ERROR_MESSAGES[code]);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

export function authErrorResponse(error: AuthError): Response {
  const message = AUTH_ERROR_MESSAGES[error.code];
  const body: AuthErrorBody = {
    success: false,
    error: error.code,
    message,
    ...error.extra,
    errors: [{ code: error.code, message, longMessage: message }],
  };
  return json(body, error.status, { ...(error.status === 429 ? { "retry-after": "900" } : {}), ...error.headers });
}

/**
 * The client as brute-force limits count it: Netlify's context.ip (an IPv4 address, or the /64 of
 * an IPv6 one). Headers a client can set are never read here (issue 10).
 */
export function clientIp(_req: Request, context: Partial<Pick<Context, "ip">> | undefined): string {
  return clientKey(context?.ip || "unknown");
}
