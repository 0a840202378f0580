/**
 * Mints the local provider's session tokens in Clerk's shape (RS256; sub, sid, azp, iss, iat,
 * nbf, exp; 60 s), so src/platform/auth/verify-token.ts verifies them exactly like Clerk's.
 */
import { SignJWT } from "jose";
import { LOCAL_TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS } from "../auth-config.ts";
import { getSigningKeys } from "./signing-keys.ts";

export interface MintedToken {
  token: string;
  expiresAt: Date;
}

/** `lifetimeSeconds`: only the test users' helper passes it (src/platform/auth/test-users.ts); sign-in mints 60 s tokens. */
export async function mintSessionToken(input: { userId: string; sessionId: string; authorizedParty: string; lifetimeSeconds?: number }): Promise<MintedToken> {
  const { privateKey, kid } = await getSigningKeys();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + (input.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS);
  const token = await new SignJWT({ sid: input.sessionId, azp: input.authorizedParty })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid })
    .setSubject(input.userId)
    .setIssuer(LOCAL_TOKEN_ISSUER)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(exp)
    .sign(privateKey);
  return { token, expiresAt: new Date(exp * 1000) };
}
