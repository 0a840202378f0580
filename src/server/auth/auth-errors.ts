/**
 * Errors of the auth endpoints, answered in Clerk's shape ({ errors: [{ code, message,
 * longMessage }] }) plus the project's ({ success:false, error, message }), so either client
 * parser understands them. Messages are the German texts of SPEC section 8.
 */
import type { Context } from "@netlify/functions";
import { AUTH_ERROR_MESSAGES, type AuthErrorBody, type AuthErrorCode } from "../../shared/schemas/auth.ts";
import { handler, json } from "../http.ts";

export class AuthError extends Error {
  readonly status: number;
  readonly code: AuthErrorCode;
  readonly extra: Partial<AuthErrorBody>;
  constructor(status: number, code: AuthErrorCode, extra: Partial<AuthErrorBody> = {}) {
    super(AUTH_ERROR_MESSAGES[code]);
    this.status = status;
    this.code = code;
    this.extra = extra;
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
  return json(body, error.status, error.status === 429 ? { "retry-after": "900" } : {});
}

/** handler() of src/server/http.ts that also answers AuthError in the Clerk shape. */
export function authHandler(methods: readonly string[], fn: (req: Request, context: Context) => Promise<Response>) {
  return handler(methods, async (req, context) => {
    try {
      return await fn(req, context);
    } catch (error) {
      if (error instanceof AuthError) return authErrorResponse(error);
      throw error;
    }
  });
}

/** The client address: Netlify's context.ip, else the header Netlify's edge sets. */
export function clientIp(req: Request, context: Partial<Pick<Context, "ip">> | undefined): string {
  return context?.ip || req.headers.get("x-nf-client-connection-ip") || "unknown";
}
