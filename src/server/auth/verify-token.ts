/**
 * The one verification path for session tokens: @clerk/backend's verifyToken with a PEM jwtKey,
 * which needs no network. With Clerk configured the key is CLERK_JWT_KEY (or Clerk's JWKS via the
 * secret key); otherwise it is the local provider's public key. A local token is never accepted
 * in Clerk mode and vice versa, because each mode trusts exactly one key.
 */
import { verifyToken } from "@clerk/backend";
import { authConfig, LOCAL_TOKEN_ISSUER } from "./auth-config.ts";
import { getSigningKeys } from "./local/signing-keys.ts";

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

/** Returns the claims of a valid token, or undefined for anything else (never throws). */
export async function verifySessionToken(token: string, req: Request): Promise<VerifiedClaims | undefined> {
  const config = authConfig();
  try {
    if (config.provider === "clerk") {
      const payload = await verifyToken(token, {
        jwtKey: config.clerk.jwtKey,
        secretKey: config.clerk.jwtKey ? undefined : config.clerk.secretKey,
        authorizedParties: authorizedPartiesFor(req, config.clerk.authorizedParties),
      });
      const email = typeof payload.email === "string" ? payload.email : undefined;
      return { userId: payload.sub, sessionId: payload.sid, provider: "clerk", email };
    }
    const { publicKeyPem } = await getSigningKeys();
    const payload = await verifyToken(token, {
      jwtKey: publicKeyPem,
      issuer: LOCAL_TOKEN_ISSUER,
      authorizedParties: authorizedPartiesFor(req, config.local.authorizedParties),
    });
    if (typeof payload.sid !== "string") return undefined;
    return { userId: payload.sub, sessionId: payload.sid, provider: "local", email: undefined };
  } catch {
    return undefined;
  }
}
