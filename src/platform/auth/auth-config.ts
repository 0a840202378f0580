/**
 * Which identity provider runs, and its settings, from the environment alone:
 * CLERK_SECRET_KEY set -> Clerk (the browser uses @clerk/react, local sign-up/sign-in answer 404);
 * otherwise the local identity provider of src/platform/auth/local/.
 * Read on every call (kept while unchanged, see authConfig) so tests and CLI scripts can switch providers per run.
 */
import { z } from "zod";

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const authEnvSchema = z.object({
  CLERK_SECRET_KEY: z.string().optional(),
  PUBLIC_CLERK_PUBLISHABLE_KEY: z.string().optional(),
  CLERK_JWT_KEY: z.string().optional(),
  /** Clerk's Backend API; only tests point it elsewhere (a local recorder). */
  CLERK_API_URL: z.string().url().optional(),
  CLERK_AUTHORIZED_PARTIES: list,
  LOCAL_AUTH_AUTHORIZED_PARTIES: list,
  LOCAL_AUTH_PRIVATE_KEY: z.string().optional(),
  LOCAL_AUTH_SIGN_UP: z.enum(["open", "restricted"]).default("restricted"),
  LOCAL_AUTH_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOCAL_AUTH_MAX_FAILURES_PER_CLIENT: positiveInt(20),
  LOCAL_AUTH_MAX_FAILURES_PER_ADDRESS: positiveInt(50),
  LOCAL_AUTH_MAX_SIGN_UPS_PER_CLIENT: positiveInt(10),
  LOCAL_AUTH_SECRET: z.string().optional(),
});

export interface AuthConfig {
  provider: "local" | "clerk";
  clerk: { secretKey?: string; publishableKey?: string; jwtKey?: string; apiUrl?: string; authorizedParties: string[] };
  local: {
    privateKeyPem?: string;
    authorizedParties: string[];
    signUpOpen: boolean;
    maxFailuresPerAccount: number;
    maxFailuresPerClient: number;
    /** Failures of one address from clients that never signed in to it, per 15 minutes. */
    maxFailuresPerAddress: number;
    maxSignUpsPerClient: number;
    /** Salt for hashing client IPs and e-mail addresses in counters (not a signing key). */
    hashSalt: string;
  };
}

const AUTH_ENV_KEYS = Object.keys(authEnvSchema.shape) as (keyof typeof authEnvSchema.shape)[];
let last: { key: string; config: AuthConfig } | undefined;

/**
 * Every authenticated request asks (verify-token.ts); parsing the environment took 15 µs, so the
 * answer is kept while the variables it reads are unchanged (compared on every call, so a test or
 * script that changes them still gets the new configuration).
 */
export function authConfig(source: NodeJS.ProcessEnv = process.env): AuthConfig {
  const key = AUTH_ENV_KEYS.map((name) => source[name] ?? "\u0000").join("\u0001");
  if (last?.key === key) return last.config;
  const config = parseAuthConfig(source);
  last = { key, config };
  return config;
}

function parseAuthConfig(source: NodeJS.ProcessEnv): AuthConfig {
  const env = authEnvSchema.parse(source);
  return {
    provider: env.CLERK_SECRET_KEY ? "clerk" : "local",
    clerk: {
      secretKey: env.CLERK_SECRET_KEY,
      publishableKey: env.PUBLIC_CLERK_PUBLISHABLE_KEY,
      jwtKey: env.CLERK_JWT_KEY?.replace(/\\n/g, "\n"),
      apiUrl: env.CLERK_API_URL,
      authorizedParties: env.CLERK_AUTHORIZED_PARTIES,
    },
    local: {
      privateKeyPem: env.LOCAL_AUTH_PRIVATE_KEY?.replace(/\\n/g, "\n"),
      authorizedParties: env.LOCAL_AUTH_AUTHORIZED_PARTIES,
      signUpOpen: env.LOCAL_AUTH_SIGN_UP === "open",
      maxFailuresPerAccount: env.LOCAL_AUTH_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerClient: env.LOCAL_AUTH_MAX_FAILURES_PER_CLIENT,
      maxFailuresPerAddress: env.LOCAL_AUTH_MAX_FAILURES_PER_ADDRESS,
      maxSignUpsPerClient: env.LOCAL_AUTH_MAX_SIGN_UPS_PER_CLIENT,
      hashSalt: env.LOCAL_AUTH_SECRET ?? "vnsi-local-auth",
    },
  };
}

/** Local session tokens carry this issuer; verification insists on it. */
export const LOCAL_TOKEN_ISSUER = "urn:vnsi:local-auth";
export const TOKEN_LIFETIME_SECONDS = 60;
/** A session ends 8 hours after its last token (SPEC inactivity limit) or 7 days after sign-in. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_UP_WINDOW_MS = 60 * 60 * 1000;
