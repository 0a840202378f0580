/**
 * Server-side error reporting. Always logs; when SENTRY_DSN is set, also forwards a scrubbed event
 * to Sentry (see error-reporting/sentry-server.ts). Never includes request bodies nor the values of
 * a failed database statement (without-request-data.ts): they hold personal data.
 *
 * Forwarding runs in the background; flushErrorReports() awaits it. A Netlify function is frozen
 * as soon as its invocation ends, so whatever reports an error there must keep the invocation open
 * until the report is sent: the router hands flushErrorReports() to context.waitUntil after every
 * response, the after-response outbox try and the scheduled function flush before they end.
 */
import { reportingEnvironment } from "../runtime.ts";
import { withoutRequestData } from "./without-request-data.ts";

const pending = new Set<Promise<void>>();

export function reportError(rawError: unknown, context: Record<string, string> = {}): void {
  const error = withoutRequestData(rawError);
  console.error("[error]", context, error);
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return;
  // Read now: the deploy context is the request's (Netlify's per-invocation context).
  const environment = reportingEnvironment();
  const forwarding = import("./sentry-server.ts")
    .then(({ sendToSentry }) => sendToSentry(dsn, error, context, environment))
    .catch((failure) => console.error("[error] forwarding to Sentry failed:", (failure as Error).message))
    .finally(() => pending.delete(forwarding));
  pending.add(forwarding);
}

/** Resolves when every report made so far, and any made while waiting, has been sent (or failed). */
export async function flushErrorReports(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
