import { decodeJwt } from "jose";
import { describe, expect, it } from "vitest";
import { TOKEN_LIFETIME_SECONDS } from "../auth-config.ts";
import { TEST_TOKEN_LIFETIME_SECONDS } from "../test-users.ts";
import { mintSessionToken } from "./mint-token.ts";

describe("mintSessionToken", () => {
  const input = { userId: "user_1", sessionId: "sess_1", authorizedParty: "http://localhost" };

  it("mints a sign-in's token for 60 s, as Clerk does", async () => {
    const claims = decodeJwt((await mintSessionToken(input)).token);
    expect(TOKEN_LIFETIME_SECONDS).toBe(60);
    expect(claims.exp! - claims.iat!).toBe(60);
  });

  it("mints the test users' tokens for as long as the helper asks, and only then", async () => {
    const claims = decodeJwt((await mintSessionToken({ ...input, lifetimeSeconds: TEST_TOKEN_LIFETIME_SECONDS })).token);
    expect(claims.exp! - claims.iat!).toBe(30 * 60);
  });
});
