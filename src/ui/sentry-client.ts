/**
 * Browser error reporting. `initSentry()` asks GET /api/sentry-config once and loads the Sentry SDK
 * (a separate lazy chunk) only when a DSN comes back, so pages cost nothing without Sentry.
 * Privacy: no default PII, every event, span and breadcrumb scrubbed (src/ui/sentry/scrub.ts), and
 * only an opaque user id is ever attached (session envelopes copy whatever setUser receives).
 */
import { SENTRY_CONFIG_PATH } from "#shared/platform-paths.ts";
import { scrubDeep } from "./sentry/scrub.ts";
import { currentFormValues, watchFormValues } from "./sentry/form-values.ts";

export const SENTRY_SAMPLE_RATES = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.01,
  replaysOnErrorSampleRate: 0.1,
} as const;

type SentrySdk = typeof import("./sentry/sentry-sdk.ts");

let sdk: SentrySdk | undefined;
let starting: Promise<boolean> | undefined;

/**
 * The DSN of GET /api/sentry-config; a plain fetch (no session, no error toast): public pages ask too.
 * The answer is checked by hand, not with the contract's zod schema: zod would be the largest part
 * of every public page's JavaScript (the server's answer is checked against the schema in tests).
 */
async function fetchDsn(): Promise<string | null> {
  const response = await fetch(SENTRY_CONFIG_PATH, { headers: { accept: "application/json" } });
  if (!response.ok) return null;
  const answer: unknown = await response.json().catch(() => null);
  const dsn = answer && typeof answer === "object" ? (answer as { dsn?: unknown }).dsn : undefined;
  return typeof dsn === "string" && dsn.length > 0 ? dsn : null;
}

function scrub<T>(payload: T): T {
  return scrubDeep(payload, currentFormValues());
}

async function start(): Promise<boolean> {
  try {
    const dsn = await fetchDsn();
    if (!dsn) return false;
    watchFormValues();
    const Sentry = await import("./sentry/sentry-sdk.ts");
    Sentry.init({
      dsn,
      environment: location.hostname === "localhost" ? "development" : "production",
      // SDK 11 replaced `sendDefaultPii: false` with per-category switches: collect no user info,
      // cookies, headers, bodies, query parameters or local variables.
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
        stackFrameVariables: false,
      },
      ...SENTRY_SAMPLE_RATES,
      integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
      beforeSend: (event) => {
        const clean = scrub(event);
        if (clean.request) delete clean.request.cookies;
        if (clean.user) clean.user = clean.user.id === undefined ? undefined : { id: clean.user.id };
        return clean;
      },
      beforeSendSpan: (span) => scrub(span),
      beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
    });
    sdk = Sentry;
    return true;
  } catch {
    // Error reporting must never break the page it reports on.
    return false;
  }
}

/** Initialises Sentry once per page; resolves to whether it is active. */
export function initSentry(): Promise<boolean> {
  starting ??= start();
  return starting;
}

/** Reports an error when Sentry is active; otherwise leaves it to the console. */
export function reportError(error: unknown, context?: Record<string, string>): void {
  if (sdk) sdk.captureException(error, context ? { tags: context } : undefined);
  else console.error(error);
}

/** Attaches only an opaque id (never e-mail, name or IP) to future events; null clears it. */
export function setSentryUser(id: string | null): void {
  sdk?.setUser(id === null ? null : { id });
}
