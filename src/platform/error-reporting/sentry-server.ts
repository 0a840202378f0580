/**
 * Sends one error event to Sentry without the Node SDK (which pulls in OpenTelemetry): @sentry/core
 * builds the exception and the envelope, fetch posts it. Only used when SENTRY_DSN is set. The
 * event carries the error, the tags given and the environment, all scrubbed; no user, no request.
 */
import type { Event, StackFrame } from "@sentry/core";
import { scrubValue } from "./scrub.ts";

const NODE_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;

function parseFrame(line: string): StackFrame | undefined {
  const match = NODE_FRAME.exec(line);
  if (!match) return undefined;
  const [, fn, filename = "", lineno, colno] = match;
  return { function: fn ?? "?", filename, lineno: Number(lineno), colno: Number(colno), in_app: !filename.includes("node_modules") };
}

export async function sendToSentry(dsnText: string, error: unknown, tags: Record<string, string>, environment: string): Promise<void> {
  // Loaded on the first report only: a function bundle inlines this file, and a static import
  // would load @sentry/core on every cold start.
  const { createEventEnvelope, createStackParser, exceptionFromError, getEnvelopeEndpointWithUrlEncodedAuth, makeDsn, serializeEnvelope, uuid4 } = await import(
    "@sentry/core"
  );
  const stackParser = createStackParser([90, parseFrame]);
  const dsn = makeDsn(dsnText);
  if (!dsn) throw new Error("SENTRY_DSN is not a valid DSN");
  const exception = exceptionFromError(stackParser, error instanceof Error ? error : new Error(String(error)));
  const event: Event = scrubValue({
    event_id: uuid4(),
    timestamp: Date.now() / 1000,
    platform: "node",
    level: "error",
    environment,
    exception: { values: [exception] },
    tags,
  });
  const envelope = createEventEnvelope(event, dsn, { sdk: { name: "vnsi-server", version: "1" } });
  const response = await fetch(getEnvelopeEndpointWithUrlEncodedAuth(dsn), {
    method: "POST",
    headers: { "content-type": "application/x-sentry-envelope" },
    body: serializeEnvelope(envelope) as string,
    signal: AbortSignal.timeout(3_000),
  });
  if (!response.ok) throw new Error(`Sentry answered HTTP ${response.status}`);
}
