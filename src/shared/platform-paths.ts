/**
 * The platform endpoints' paths without their contract: the browser's error reporting runs on every
 * public page and in the app shell's first chunk, which must not load zod (initial-imports.test.ts,
 * the public pages' JavaScript budget). The contract (platform-contract.ts) declares the same path.
 */
export const SENTRY_CONFIG_PATH = "/api/sentry-config";

/**
 * The e-mail confirmation link's target: the platform's local identity provider writes it into the
 * mail (src/platform/auth/local/email-verification.ts), the account contract declares the endpoint.
 */
export const VERIFY_EMAIL_PATH = "/api/auth/verify-email";
