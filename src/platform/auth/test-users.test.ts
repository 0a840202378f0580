import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./local/password.ts";
import { TEST_PASSWORD, TEST_PASSWORD_HASH } from "./test-users.ts";

describe("the test users' precomputed password hash", () => {
  it("is a hash of TEST_PASSWORD, and of nothing else", async () => {
    expect(await verifyPassword(TEST_PASSWORD, TEST_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${TEST_PASSWORD}x`, TEST_PASSWORD_HASH)).toBe(false);
  });

  it("has the cost hashPassword uses in production (so signing in as a test user costs what it costs a real one)", async () => {
    const cost = (hash: string) => hash.split("$").slice(0, 4).join("$");
    expect(cost(TEST_PASSWORD_HASH)).toBe(cost(await hashPassword(TEST_PASSWORD)));
  });
});
