/** The local provider's key in production (issue 21): configured, or a clear 503, never a file on a read-only disk. */
import { generateKeyPairSync } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asNetlifyFunction } from "../../../../tests/helpers/netlify-runtime.ts";

afterEach(() => {
  delete process.env.LOCAL_AUTH_PRIVATE_KEY;
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("local signing key in production", () => {
  it("answers 503 auth_not_configured without LOCAL_AUTH_PRIVATE_KEY", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { getSigningKeys } = await import("./signing-keys.ts");
    await asNetlifyFunction(async () => {
      await expect(getSigningKeys()).rejects.toMatchObject({ status: 503, code: "auth_not_configured" });
    });
  });

  it("uses LOCAL_AUTH_PRIVATE_KEY (with \\n escapes, as the Netlify UI stores one line)", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048, publicExponent: 0x10001 });
    process.env.LOCAL_AUTH_PRIVATE_KEY = privateKey.export({ type: "pkcs8", format: "pem" }).toString().replace(/\n/g, "\\n");
    const { getSigningKeys } = await import("./signing-keys.ts");
    const keys = await asNetlifyFunction(() => getSigningKeys());
    expect(keys.publicKeyPem).toContain("BEGIN PUBLIC KEY");
  });
});
