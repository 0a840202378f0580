/**
 * The environment of a deploy, as README "Deploy to Netlify" tells an operator to set it, plus the
 * few variables Netlify itself gives functions (URL, SITE_ID, SITE_NAME) and NEON_WS_PROXY, which
 * only carries the Neon driver to the local Postgres (Neon's own endpoint in real life). And the
 * build step the Netlify build runs before a deploy goes live.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import { ROOT } from "./netlify-bundle.ts";
import type { Services } from "./services.ts";

export interface Keys {
  /** LOCAL_AUTH_PRIVATE_KEY (PKCS#8 PEM). */
  localAuthPrivateKey: string;
  /** The stand-in Clerk instance's signing key and its public key (CLERK_JWT_KEY). */
  clerkPrivateKey: string;
  clerkPublicKey: string;
}

export type Variant = "local" | "clerk" | "database-down" | "no-mail";

export function newKeys(): Keys {
  const pem = () => {
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048, publicExponent: 0x10001 });
    return {
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      publicKey: publicKey.export({ type: "spki", format: "pem" }).toString(),
    };
  };
  const local = pem();
  const clerk = pem();
  return { localAuthPrivateKey: local.privateKey, clerkPrivateKey: clerk.privateKey, clerkPublicKey: clerk.publicKey };
}

/** Clerk's publishable key format: pk_test_ + base64("<frontend api host>$"). */
export const CLERK_PUBLISHABLE_KEY = `pk_test_${Buffer.from("clerk.bundles.example$").toString("base64")}`;

export function productionEnv(url: string, services: Services, keys: Keys, variant: Variant): Record<string, string> {
  const databaseUrl = variant === "database-down" ? "postgres://app:secret@127.0.0.1:9/neondb" : services.databaseUrl;
  const env: Record<string, string> = {
    // Netlify's own, present in every function.
    URL: url,
    SITE_ID: "site-bundles",
    SITE_NAME: "vnsi-bundles",
    // The Neon integration's variable.
    NETLIFY_DATABASE_URL: databaseUrl,
    NEON_WS_PROXY: services.neonProxy.address,
    RATE_LIMIT_SALT: "bundles-rate-limit-salt",
    SENTRY_DSN: `http://publickey@127.0.0.1:${services.sentry.port}/1`,
    MEMBERSHIP_WEBHOOK_URLS: `${services.webhook.url}/webhook/mitgliedsantrag`,
  };
  if (variant !== "no-mail")
    Object.assign(env, { RESEND_API_KEY: "re_bundles_test", RESEND_BASE_URL: services.resend.url, MAIL_FROM: "VNSI <info@vnsi-verband.de>" });
  if (variant === "clerk") {
    Object.assign(env, { CLERK_SECRET_KEY: "sk_test_bundles", PUBLIC_CLERK_PUBLISHABLE_KEY: CLERK_PUBLISHABLE_KEY, CLERK_JWT_KEY: keys.clerkPublicKey });
  } else {
    Object.assign(env, { LOCAL_AUTH_PRIVATE_KEY: keys.localAuthPrivateKey, LOCAL_AUTH_SECRET: "bundles-local-auth-secret" });
  }
  return env;
}

/**
 * Runs a script of ours (asynchronously: the Neon proxy it may talk to runs in this process) with
 * only the given variables besides PATH and HOME.
 */
export async function runScript(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(path.join(ROOT, "node_modules/.bin/node"), [path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...env },
    encoding: "utf8",
  });
  return stdout;
}

/** netlify.toml's build command, database part, as the Netlify build runs it (NETLIFY=true, the deploy's CONTEXT). */
export async function buildStep(services: Services, context: string): Promise<string> {
  return runScript("scripts/db-migrate.ts", ["--if-configured"], {
    NETLIFY: "true",
    NETLIFY_DATABASE_URL: services.databaseUrl,
    NEON_WS_PROXY: services.neonProxy.address,
    CONTEXT: context,
  });
}
