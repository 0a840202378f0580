/**
 * The one verification path for session tokens: @clerk/backend's verifyToken with a PEM jwtKey,
 * which needs no network. With Clerk configured the key is CLERK_JWT_KEY (or Clerk's JWKS via the
 * secret key); otherwise it is the local provider's public key. A local token is never accepted
 * in Clerk mode and vice versa, because each mode trusts exactly one key.
 */
import { authConfig, LOCAL_TOKEN_ISSUER } from "./auth-config.ts";
import { getSigningKeys } from "./local/signing-keys.ts";
import { HttpError } from "../http/errors.ts";

export interface VerifiedClaims {
  userId: string;
  sessionId: string | undefined;
  provider: "local" | "clerk";
  /** Clerk session tokens carry e-mail claims only when the instance's token template adds them. */
  email: string | undefined;
}

/** The parties (origins) a token may have been issued to: configured, or this request's origin. */
export function authorizedPartiesFor(req: Request, configured: string[]): string[] {
  return configured.length ? configured : [new URL(req.url).origin];
}

/**
 * Tokens already verified, until their exp: the browser sends the same 60 s token with every
 * request, and importing the key plus the RSA check was the largest CPU cost of a back-office list
 * request after the database (bench:api). Only the signature check is remembered: revocation,
 * deactivation and roles are still read from the database on every request (require-user.ts).
 * An entry counts only for the same provider, key and authorized parties it was checked with.
 */
const verified = new Map<string, { context: string; claims: VerifiedClaims; expiresAtMs: number }>();
const MAX_VERIFIED = 1000;

function remember(token: string, context: string, claims: VerifiedClaims, exp: number | undefined): VerifiedClaims {
  if (typeof exp !== "number") return claims;
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  verified.set(token, { context, claims, expiresAtMs: exp * 1000 });
  return claims;
}

function recalled(token: string, context: string): VerifiedClaims | undefined {
  const entry = verified.get(token);
  if (!entry) return undefined;
  if (entry.context !== context || Date.now() >= entry.expiresAtMs) {
    verified.delete(token);
    return undefined;
  }
  return entry.claims;
}

// Imported on the first token: public functions (forms, configuration) never load it. Kept, since
// every import() of a loaded package still resolves it again (13 µs a request).
let clerkBackend: Promise<typeof import("@clerk/backend")> | undefined;

/** Returns the claims of a valid token, or undefined for anything else (never throws). */
export async function verifySessionToken(token: string, req: Request): Promise<VerifiedClaims | undefined> {
  const config = authConfig();
  try {
    clerkBackend ??= import("@clerk/backend").catch((error: unknown) => {
      clerkBackend = undefined;
      throw error;
    });
    const { verifyToken } = await clerkBackend;
    if (config.provider === "clerk") {
      const authorizedParties = authorizedPartiesFor(req, config.clerk.authorizedParties);
      const context = `clerk\n${config.clerk.jwtKey ?? config.clerk.secretKey}\n${authorizedParties.join(" ")}`;
      const known = recalled(token, context);
      if (known) return known;
      const payload = await verifyToken(token, {
        jwtKey: config.clerk.jwtKey,
        secretKey: config.clerk.jwtKey ? undefined : config.clerk.secretKey,
        authorizedParties,
      });
      const email = typeof payload.email === "string" ? payload.email : undefined;
      return remember(token, context, { userId: payload.sub, sessionId: payload.sid, provider: "clerk", email }, payload.exp);
    }
    const { publicKeyPem } = await getSigningKeys();
    const authorizedParties = authorizedPartiesFor(req, config.local.authorizedParties);
    const context = `local\n${publicKeyPem}\n${authorizedParties.join(" ")}`;
    const known = recalled(token, context);
    if (known) return known;
    const payload = await verifyToken(token, { jwtKey: publicKeyPem, issuer: LOCAL_TOKEN_ISSUER, authorizedParties });
    if (typeof payload.sid !== "string") return undefined;
    return remember(token, context, { userId: payload.sub, sessionId: payload.sid, provider: "local", email: undefined }, payload.exp);
  } catch (error) {
    // A server without its signing key is misconfigured, not the caller unauthenticated.
    if (error instanceof HttpError) throw error;
    return undefined;
  }
}
