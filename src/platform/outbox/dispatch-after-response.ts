/**
 * The immediate try of freshly queued deliveries. It runs after the response is decided and never
 * affects it: on Netlify context.waitUntil keeps the function alive until it ends; if it fails,
 * the rows stay queued for the scheduled dispatcher.
 */
import type { Context } from "@netlify/functions";
import { flushErrorReports, reportError } from "../error-reporting/report-error.ts";
import { dispatchOutbox } from "./dispatch.ts";

export function dispatchAfterResponse(context: Partial<Pick<Context, "waitUntil">>, ids: string[]): void {
  if (ids.length === 0) return;
  const run = dispatchOutbox({ ids })
    .then(
      () => undefined,
      (error: unknown) => reportError(error, { task: "outbox-immediate" }),
    )
    // A delivery given up is reported; the report must leave before the function is frozen.
    .then(() => flushErrorReports());
  if (typeof context.waitUntil === "function") context.waitUntil(run);
}
