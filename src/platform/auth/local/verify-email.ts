/**
 * GET /api/auth/verify-email?token=... confirms the address and redirects (302) to
 * /backend/login?verified=1 (plus &redirect=<path> when sign-up asked for another landing page
 * than /backend); an unknown, used or expired link redirects to /backend/login?verified=0.
 */
import { assertLocalProvider } from "./local-request.ts";
import { consumeVerificationToken } from "./email-verification.ts";
import { markEmailVerified } from "./identities.ts";

const LOGIN_PATH = "/backend/login";

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location, "cache-control": "no-store" } });
}

export async function handleVerifyEmail(req: Request): Promise<Response> {
  assertLocalProvider();
  const token = new URL(req.url).searchParams.get("token") ?? "";
  const consumed = token.length > 0 && token.length <= 100 ? await consumeVerificationToken(token) : undefined;
  if (!consumed) return redirect(`${LOGIN_PATH}?verified=0`);
  await markEmailVerified(consumed.userId);
  const next = consumed.redirectPath && consumed.redirectPath !== "/backend" ? `&redirect=${encodeURIComponent(consumed.redirectPath)}` : "";
  return redirect(`${LOGIN_PATH}?verified=1${next}`);
}
