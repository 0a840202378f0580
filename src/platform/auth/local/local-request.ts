/**
 * Guards every local-provider endpoint shares: they exist only while Clerk is not configured,
 * and cookie-carrying POSTs must come from this site (defence in depth next to SameSite=Lax).
 */
import type { z } from "zod";
import { authConfig } from "../auth-config.ts";
import { AuthError } from "../auth-errors.ts";
import { parseWith, readJsonBody } from "../../http/body.ts";
import { HttpError } from "../../http/errors.ts";

export function assertLocalProvider(): void {
  if (authConfig().provider !== "local") throw new HttpError(404, "not_found", "Nicht gefunden");
}

export function assertSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (!origin) return; // non-browser clients (curl, tests) send none; browsers always do on POST
  const host = req.headers.get("host") ?? new URL(req.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AuthError(403, "forbidden");
  }
  if (originHost !== host) throw new AuthError(403, "forbidden");
}

/**
 * Parses a sign-up/sign-in body. E-mail and password problems become Clerk's form_* codes (422),
 * everything else the project's 400 invalid_input.
 */
export async function readAuthBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  passwordCode: "form_password_length_too_short" | "form_password_incorrect",
): Promise<z.output<S>> {
  const body = await readJsonBody(req);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? "")));
  if (fields.has("email")) throw new AuthError(422, "form_param_format_invalid");
  const passwordIssues = result.error.issues.filter((issue) => issue.path[0] === "password");
  const common = passwordIssues.length > 0 && passwordIssues.every((issue) => issue.code === "custom");
  if (fields.has("password")) throw new AuthError(422, common && passwordCode === "form_password_length_too_short" ? "form_password_pwned" : passwordCode);
  return parseWith(schema, body);
}

/** A same-site path to return to after confirming the e-mail address, or null. */
export function safeRedirectPath(redirectUrl: string | undefined, origin: string): string | null {
  if (!redirectUrl) return null;
  try {
    const url = new URL(redirectUrl, origin);
    if (url.origin !== origin || !url.pathname.startsWith("/")) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
