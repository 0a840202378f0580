/**
 * Server-side error reporting. Logs always; the forms work may forward to Sentry when SENTRY_DSN is
 * set. Never includes request bodies: they hold personal data.
 */
export function reportError(error: unknown, context: Record<string, string> = {}): void {
  console.error("[error]", context, error);
}
