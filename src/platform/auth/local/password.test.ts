import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.ts";

describe("scrypt password hashes", () => {
  it("verifies the right password only, with a fresh salt per hash", async () => {
    const hash = await hashPassword("Geheim-Passwort-1");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Geheim-Passwort-1", hash)).toBe(true);
    expect(await verifyPassword("geheim-Passwort-1", hash)).toBe(false);
    expect(await hashPassword("Geheim-Passwort-1")).not.toBe(hash);
  });

  it("treats composed and decomposed umlauts alike (NFKC)", async () => {
    const hash = await hashPassword("Grüße-2025");
    expect(await verifyPassword("Gru\u0308ße-2025", hash)).toBe(true);
  });

  it("rejects malformed stored hashes and never matches the dummy", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyAgainstDummy("dummy password that matches nothing")).toBe(false);
  });
});
