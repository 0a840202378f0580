/**
 * POST /api/auth/sign-in {email, password}
 * -> 200 {status:"complete", user:{id,email}} and the session cookie;
 *    422 form_identifier_not_found / form_password_incorrect / form_param_format_invalid;
 *    403 {status:"missing_requirements", errors:[email_not_verified]} (a fresh link is mailed
 *    when the last one is older than 5 minutes); 403 user_locked for deactivated users;
 *    429 too_many_requests (with Retry-After) when guessing is being slowed:
 *      - one address from one client: LOCAL_AUTH_MAX_FAILURES_PER_ACCOUNT free failures a day,
 *        then growing delays (1, 2, 4 … minutes, at most an hour);
 *      - one client for any address: LOCAL_AUTH_MAX_FAILURES_PER_CLIENT failures in 15 minutes;
 *      - one address from clients that never signed in to it: LOCAL_AUTH_MAX_FAILURES_PER_ADDRESS
 *        failures in 15 minutes. Clients and browsers that signed in before are exempt, so an
 *        attacker cannot lock the owner out (issue 10).
 * Unknown addresses cost the same scrypt work as wrong passwords.
 */
import type { Context } from "@netlify/functions";
import { signInSchema, type SignInResponse } from "#shared/schemas/auth.ts";
import { json } from "../../http/respond.ts";
import { ATTEMPT_WINDOW_MS, authConfig } from "../auth-config.ts";
import { AuthError, clientIp } from "../auth-errors.ts";
import { ensureProfile, findProfile, recordSignIn } from "../profiles.ts";
import { keyedHash } from "../secrets.ts";
import { clearAttempts, releaseAttempts, reserveAttempt, reservePairAttempt } from "./attempts.ts";
import { deviceCookieHeader, isKnownClient, newDeviceId, readDeviceCookie, rememberClient } from "./known-clients.ts";
import { lastVerificationSentAt, sendVerificationMail } from "./email-verification.ts";
import { findIdentityByEmail, type Identity } from "./identities.ts";
import { assertLocalProvider, assertSameOrigin, readAuthBody } from "./local-request.ts";
import { verifyAgainstDummy, verifyPassword } from "./password.ts";
import { maybePrune } from "./prune.ts";
import { createSession } from "./sessions.ts";
import { getDb } from "../../db/client.ts";
import { dispatchAfterResponse } from "../../outbox/dispatch-after-response.ts";
import { applySessionPolicy } from "../session-policy.ts";
import { outcomeOfFailure, recordSignInEvent } from "../sign-in-events.ts";
import { sessionCookieHeader } from "./session-cookie.ts";

const RESEND_AFTER_MS = 5 * 60 * 1000;

export async function handleSignIn(req: Request, context: Context): Promise<Response> {
  // The sign-in history of the security center (issue 18): every attempt with its outcome.
  const seen: SeenAttempt = { email: null, userId: null, ip: clientIp(req, context), userAgent: req.headers.get("user-agent") };
  try {
    const response = await signIn(req, context, seen);
    await recordSignInEvent({ outcome: "success", email: seen.email, userId: seen.userId, clientIp: seen.ip, userAgent: seen.userAgent });
    return response;
  } catch (error) {
    if (error instanceof AuthError)
      await recordSignInEvent({ outcome: outcomeOfFailure(error), email: seen.email, userId: seen.userId, clientIp: seen.ip, userAgent: seen.userAgent });
    throw error;
  }
}

interface SeenAttempt {
  email: string | null;
  userId: string | null;
  ip: string;
  userAgent: string | null;
}

async function signIn(req: Request, context: Context, seen: SeenAttempt): Promise<Response> {
  assertLocalProvider();
  assertSameOrigin(req);
  const input = await readAuthBody(req, signInSchema, "form_password_incorrect");
  seen.email = input.email;
  maybePrune();
  const config = authConfig().local;
  const ip = clientIp(req, context);
  const accountKey = keyedHash(config.hashSalt, input.email);
  const clientKey = keyedHash(config.hashSalt, ip);
  const pairKey = keyedHash(config.hashSalt, `${input.email}|${ip}`);
  const deviceId = readDeviceCookie(req);
  const known = await isKnownClient(config.hashSalt, input.email, ip, deviceId);
  const client = await reserveAttempt("sign_in_client", clientKey, config.maxFailuresPerClient, ATTEMPT_WINDOW_MS);
  const pair = await reservePairAttempt(pairKey, config.maxFailuresPerAccount);
  const account = known ? undefined : await reserveAttempt("sign_in_account", accountKey, config.maxFailuresPerAddress, ATTEMPT_WINDOW_MS);
  const reservations = [client, pair, ...(account ? [account] : [])];
  if (reservations.some((r) => !r.allowed)) {
    await releaseAttempts(reservations.map((r) => r.id));
    const retryAfter = pair.allowed ? ATTEMPT_WINDOW_MS / 1000 : pair.retryAfterSeconds;
    throw new AuthError(429, "too_many_requests", {}, { "retry-after": String(retryAfter) });
  }

  const identity = await findIdentityByEmail(input.email);
  seen.userId = identity?.id ?? null;
  const valid = identity ? await verifyPassword(input.password, identity.passwordHash) : await verifyAgainstDummy(input.password);
  if (!identity) throw new AuthError(422, "form_identifier_not_found");
  if (!valid) throw new AuthError(422, "form_password_incorrect");

  // The password was right: this is no guessing, so no counter keeps the attempt, and this client
  // and browser are known to the address from now on.
  await clearAttempts("sign_in_account", accountKey);
  await clearAttempts("sign_in_pair", pairKey);
  await releaseAttempts([client.id]);
  const device = deviceId ?? newDeviceId();
  await rememberClient(config.hashSalt, input.email, ip, device);
  if (!identity.emailVerifiedAt) {
    await resendVerificationIfDue(identity, new URL(req.url).origin);
    throw new AuthError(403, "email_not_verified", { status: "missing_requirements" });
  }
  await ensureProfile({ id: identity.id, email: identity.email });
  if ((await findProfile(identity.id))?.deactivatedAt) throw new AuthError(403, "user_locked");

  const { secret, session } = await createSession({ userId: identity.id, userAgent: req.headers.get("user-agent"), clientIp: ip });
  await recordSignIn(identity.id);
  // Cap on concurrent sessions and the new-device mail (issue 18, session-policy.ts).
  const policy = await applySessionPolicy(await getDb(), {
    userId: identity.id,
    email: identity.email,
    sessionId: session.id,
    userAgent: req.headers.get("user-agent"),
    clientIp: ip,
    origin: new URL(req.url).origin,
  });
  dispatchAfterResponse(context, policy.deliveryIds);
  const body: SignInResponse = { status: "complete", user: { id: identity.id, email: identity.email } };
  const headers = new Headers();
  headers.append("set-cookie", sessionCookieHeader(req, secret));
  if (!deviceId) headers.append("set-cookie", deviceCookieHeader(req, device));
  return json(body, 200, headers);
}

async function resendVerificationIfDue(identity: Identity, origin: string): Promise<void> {
  const last = await lastVerificationSentAt(identity.id);
  if (last && Date.now() - last.getTime() < RESEND_AFTER_MS) return;
  await sendVerificationMail({ userId: identity.id, email: identity.email, origin, redirectPath: null });
}
