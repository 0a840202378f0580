/**
 * The headers of the static site, written into dist/_headers at build time (astro.config.mjs) so
 * that the Content-Security-Policy names exactly the services this deployment uses (issue 10):
 * the configured Clerk instance (its Frontend API host, read from the publishable key), Clerk's
 * bot protection and image host, and the Sentry ingest host of the configured DSN. Without Clerk
 * or Sentry, none of their hosts is allowed. scripts/serve.ts serves the same file locally.
 *
 * Clerk's documented CSP needs: script-src and connect-src with the Frontend API host,
 * https://challenges.cloudflare.com for script-src and frame-src (bot protection),
 * img-src https://img.clerk.com, worker-src 'self' blob:, and style-src 'unsafe-inline' (Clerk
 * styles its components at run time; only allowed when Clerk is configured).
 */
export interface SiteHeaderEnv {
  PUBLIC_CLERK_PUBLISHABLE_KEY?: string;
  CLERK_SECRET_KEY?: string;
  PUBLIC_SENTRY_DSN?: string;
  SENTRY_DSN?: string;
}

/** pk_test_<base64("clerk.example.com$")> -> "clerk.example.com"; undefined when malformed. */
export function clerkFrontendApiHost(publishableKey: string | undefined): string | undefined {
  const match = /^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/.exec(publishableKey ?? "");
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const host = decoded.endsWith("$") ? decoded.slice(0, -1) : "";
  return /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(host) ? host.toLowerCase() : undefined;
}

export function sentryIngestOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    const url = new URL(dsn);
    return url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(env: SiteHeaderEnv): string {
  const clerkHost = env.CLERK_SECRET_KEY || env.PUBLIC_CLERK_PUBLISHABLE_KEY ? clerkFrontendApiHost(env.PUBLIC_CLERK_PUBLISHABLE_KEY) : undefined;
  const clerk = clerkHost ? `https://${clerkHost}` : undefined;
  const sentry = sentryIngestOrigin(env.PUBLIC_SENTRY_DSN || env.SENTRY_DSN);
  const sources = (...list: (string | undefined | false)[]) => list.filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", clerk, clerk && "https://challenges.cloudflare.com")}`,
    `style-src ${sources("'self'", clerk && "'unsafe-inline'")}`,
    `img-src ${sources("'self'", "data:", clerk && "https://img.clerk.com")}`,
    "font-src 'self'",
    `connect-src ${sources("'self'", clerk, sentry)}`,
    "worker-src 'self' blob:",
    `frame-src ${clerk ? "https://challenges.cloudflare.com" : "'none'"}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const IMMUTABLE = { "Cache-Control": "public, max-age=31536000, immutable" };

/**
 * Path rules of dist/_headers, in Netlify's order (later rules add to earlier ones). Content-hashed
 * files never change, so each one that exists gets an immutable Cache-Control of its own (exact
 * paths, no /_astro/* pattern): a request for a file that is not there gets Netlify's default
 * revalidation, never a 404 cached for a year.
 */
export function siteHeaderRules(env: SiteHeaderEnv, immutablePaths: readonly string[] = []): { for: string; values: Record<string, string> }[] {
  return [
    {
      for: "/*",
      values: {
        "Content-Security-Policy": contentSecurityPolicy(env),
        "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Opener-Policy": "same-origin",
      },
    },
    ...immutablePaths.map((p) => ({ for: p, values: IMMUTABLE })),
  ];
}

export function renderHeadersFile(env: SiteHeaderEnv, immutablePaths: readonly string[] = []): string {
  const lines = ["# Written by astro.config.mjs from src/platform/security/site-headers.ts; do not edit."];
  for (const rule of siteHeaderRules(env, immutablePaths)) {
    lines.push(rule.for);
    for (const [name, value] of Object.entries(rule.values)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Parses a _headers file (for the local server): path patterns with indented "Name: value" lines. */
export function parseHeadersFile(text: string): { for: string; values: Record<string, string> }[] {
  const rules: { for: string; values: Record<string, string> }[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ for: line.trim(), values: {} });
    else if (rules.length) {
      const i = line.indexOf(":");
      if (i > 0) rules.at(-1)!.values[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return rules;
}
