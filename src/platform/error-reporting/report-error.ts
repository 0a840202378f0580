/**
 * Server-side error reporting. Always logs; when SENTRY_DSN is set, also forwards a scrubbed event
 * to Sentry (see error-reporting/sentry-server.ts). Never includes request bodies nor the values of
 * a failed database statement (without-request-data.ts): they hold personal data. Forwarding runs in the background; flushErrorReports() awaits it (tests, and
 * handlers that want to finish before the function freezes).
 */
import { withoutRequestData } from "./without-request-data.ts";

const pending = new Set<Promise<void>>();

export function reportError(rawError: unknown, context: Record<string, string> = {}): void {
  const error = withoutRequestData(rawError);
  console.error("[error]", context, error);
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return;
  const forwarding = import("./sentry-server.ts")
    .then(({ sendToSentry }) => sendToSentry(dsn, error, context))
    .catch((failure) => console.error("[error] forwarding to Sentry failed:", (failure as Error).message))
    .finally(() => pending.delete(forwarding));
  pending.add(forwarding);
}

export async function flushErrorReports(): Promise<void> {
  await Promise.all([...pending]);
}
