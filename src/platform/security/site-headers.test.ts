import { describe, expect, it } from "vitest";
import { clerkFrontendApiHost, contentSecurityPolicy, parseHeadersFile, renderHeadersFile } from "./site-headers.ts";

const key = (host: string, kind = "live") => `pk_${kind}_${Buffer.from(`${host}$`).toString("base64")}`;

describe("site headers (issue 10)", () => {
  it("reads the Clerk Frontend API host from the publishable key", () => {
    expect(clerkFrontendApiHost(key("clerk.vnsi-verband.de"))).toBe("clerk.vnsi-verband.de");
    expect(clerkFrontendApiHost(key("fine-owl-12.clerk.accounts.dev", "test"))).toBe("fine-owl-12.clerk.accounts.dev");
    expect(clerkFrontendApiHost("pk_live_bm90LWEtaG9zdA==")).toBeUndefined();
    expect(clerkFrontendApiHost(undefined)).toBeUndefined();
  });

  it("allows no third party without Clerk and Sentry, and no inline styles", () => {
    const csp = contentSecurityPolicy({});
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-src 'none'");
    expect(csp).not.toMatch(/clerk|sentry|cloudflare|unsafe/);
  });

  it("allows exactly the configured Clerk instance with what Clerk documents, never any *.clerk.accounts.dev", () => {
    const csp = contentSecurityPolicy({
      CLERK_SECRET_KEY: "sk_live_x",
      PUBLIC_CLERK_PUBLISHABLE_KEY: key("clerk.vnsi-verband.de"),
      PUBLIC_SENTRY_DSN: "https://abc@o1.ingest.de.sentry.io/2",
    });
    expect(csp).toContain("script-src 'self' https://clerk.vnsi-verband.de https://challenges.cloudflare.com;");
    expect(csp).toContain("connect-src 'self' https://clerk.vnsi-verband.de https://o1.ingest.de.sentry.io;");
    expect(csp).toContain("img-src 'self' data: https://img.clerk.com;");
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-src https://challenges.cloudflare.com");
    expect(csp).not.toContain("*");
  });

  it("writes and reads back the _headers file: immutable only for files that exist", () => {
    const rules = parseHeadersFile(renderHeadersFile({}, ["/_astro/app.Bx12.js", "/fonts/source-sans-3.woff2"]));
    expect(rules.map((r) => r.for)).toEqual(["/*", "/_astro/app.Bx12.js", "/fonts/source-sans-3.woff2"]);
    expect(rules[0]!.values["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(rules[1]!.values["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(rules.some((r) => r.for.includes("*") && r.values["Cache-Control"])).toBe(false);
  });
});
