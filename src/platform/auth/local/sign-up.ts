/**
 * POST /api/auth/sign-up {email, password, firstName?, lastName?, redirectUrl}
 * -> 200 {status:"missing_requirements"} and a confirmation mail; 403 sign_up_mode_restricted
 * unless an administrator opened self sign-up (sign-up-setting.ts). Limited per client address
 * (LOCAL_AUTH_MAX_SIGN_UPS_PER_CLIENT per hour) because every sign-up sends a mail. The account
 * waits for approval: it holds no role.
 */
import type { Context } from "@netlify/functions";
import { signUpSchema } from "#shared/schemas/auth.ts";
import { json } from "../../http/respond.ts";
import { authConfig, SIGN_UP_WINDOW_MS } from "../auth-config.ts";
import { AuthError, clientIp } from "../auth-errors.ts";
import { ensureProfile } from "../profiles.ts";
import { signUpOpen } from "../sign-up-setting.ts";
import { getDb } from "../../db/client.ts";
import { keyedHash } from "../secrets.ts";
import { reserveAttempt, releaseAttempts } from "./attempts.ts";
import { sendVerificationMail } from "./email-verification.ts";
import { insertIdentity } from "./identities.ts";
import { assertLocalProvider, assertSameOrigin, readAuthBody, safeRedirectPath } from "./local-request.ts";

export async function handleSignUp(req: Request, context: Context): Promise<Response> {
  assertLocalProvider();
  assertSameOrigin(req);
  const config = authConfig().local;
  if (!(await signUpOpen(await getDb()))) throw new AuthError(403, "sign_up_mode_restricted");
  const reservation = await reserveAttempt("sign_up_client", keyedHash(config.hashSalt, clientIp(req, context)), config.maxSignUpsPerClient, SIGN_UP_WINDOW_MS);
  if (!reservation.allowed) {
    await releaseAttempts([reservation.id]);
    throw new AuthError(429, "too_many_requests");
  }
  const input = await readAuthBody(req, signUpSchema, "form_password_length_too_short");
  const identity = await insertIdentity({ email: input.email, password: input.password, confirmed: false });
  if (!identity) throw new AuthError(422, "form_identifier_exists");
  await ensureProfile({ id: identity.id, email: identity.email, firstName: input.firstName, lastName: input.lastName });
  const origin = new URL(req.url).origin;
  await sendVerificationMail({
    userId: identity.id,
    email: identity.email,
    firstName: input.firstName,
    origin,
    redirectPath: safeRedirectPath(input.redirectUrl, origin),
  });
  return json({ status: "missing_requirements", unverifiedFields: ["email_address"] });
}
