/**
 * POST /api/auth/sign-in {email, password}
 * -> 200 {status:"complete", user:{id,email}} and the session cookie;
 *    422 form_identifier_not_found / form_password_incorrect / form_param_format_invalid;
 *    403 {status:"missing_requirements", errors:[email_not_verified]} (a fresh link is mailed
 *    when the last one is older than 5 minutes); 403 user_locked for deactivated users;
 *    429 too_many_requests after LOCAL_AUTH_MAX_FAILURES_PER_ACCOUNT failures for the address or
 *    LOCAL_AUTH_MAX_FAILURES_PER_CLIENT failures from the client address within 15 minutes.
 * Unknown addresses cost the same scrypt work as wrong passwords.
 */
import type { Context } from "@netlify/functions";
import { signInSchema, type SignInResponse } from "../../../shared/schemas/auth.ts";
import { json } from "../../http.ts";
import { ATTEMPT_WINDOW_MS, authConfig } from "../auth-config.ts";
import { AuthError, clientIp } from "../auth-errors.ts";
import { ensureProfile, findProfile, recordSignIn } from "../profiles.ts";
import { keyedHash } from "../secrets.ts";
import { clearAttempts, releaseAttempts, reserveAttempt } from "./attempts.ts";
import { lastVerificationSentAt, sendVerificationMail } from "./email-verification.ts";
import { findIdentityByEmail, type Identity } from "./identities.ts";
import { assertLocalProvider, assertSameOrigin, readAuthBody } from "./local-request.ts";
import { verifyAgainstDummy, verifyPassword } from "./password.ts";
import { maybePrune } from "./prune.ts";
import { createSession } from "./sessions.ts";
import { sessionCookieHeader } from "./session-cookie.ts";

const RESEND_AFTER_MS = 5 * 60 * 1000;

export async function handleSignIn(req: Request, context: Context): Promise<Response> {
  assertLocalProvider();
  assertSameOrigin(req);
  const input = await readAuthBody(req, signInSchema, "form_password_incorrect");
  maybePrune();
  const config = authConfig().local;
  const ip = clientIp(req, context);
  const accountKey = keyedHash(config.hashSalt, input.email);
  const clientKey = keyedHash(config.hashSalt, ip);
  const account = await reserveAttempt("sign_in_account", accountKey, config.maxFailuresPerAccount, ATTEMPT_WINDOW_MS);
  const client = await reserveAttempt("sign_in_client", clientKey, config.maxFailuresPerClient, ATTEMPT_WINDOW_MS);
  if (!account.allowed || !client.allowed) {
    await releaseAttempts([account.id, client.id]);
    throw new AuthError(429, "too_many_requests");
  }

  const identity = await findIdentityByEmail(input.email);
  const valid = identity ? await verifyPassword(input.password, identity.passwordHash) : await verifyAgainstDummy(input.password);
  if (!identity) throw new AuthError(422, "form_identifier_not_found");
  if (!valid) throw new AuthError(422, "form_password_incorrect");

  // The password was right: this is no guessing, so neither counter keeps the attempt.
  await clearAttempts("sign_in_account", accountKey);
  await releaseAttempts([client.id]);
  if (!identity.emailVerifiedAt) {
    await resendVerificationIfDue(identity, new URL(req.url).origin);
    throw new AuthError(403, "email_not_verified", { status: "missing_requirements" });
  }
  await ensureProfile({ id: identity.id, email: identity.email });
  if ((await findProfile(identity.id))?.deactivatedAt) throw new AuthError(403, "user_locked");

  const { secret } = await createSession({ userId: identity.id, userAgent: req.headers.get("user-agent"), clientIp: ip });
  await recordSignIn(identity.id);
  const body: SignInResponse = { status: "complete", user: { id: identity.id, email: identity.email } };
  return json(body, 200, { "set-cookie": sessionCookieHeader(req, secret) });
}

async function resendVerificationIfDue(identity: Identity, origin: string): Promise<void> {
  const last = await lastVerificationSentAt(identity.id);
  if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) return;
  await sendVerificationMail({ userId: identity.id, email: identity.email, origin, redirectPath: null });
}
