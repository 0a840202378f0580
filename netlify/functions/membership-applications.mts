/**
 * POST /api/membership-applications: validates with the shared payload schema (unknown fields are
 * rejected), stores the application with status pending plus its queued mails and webhooks in one
 * transaction, answers 201 { success, id }, then tries the deliveries. 503 when it cannot be stored;
 * 429 when one client sends more than APPLICATION_RATE_LIMIT allows.
 */
import type { Config } from "@netlify/functions";
import { applicationPayloadSchema } from "../../src/shared/schemas/membership-application.ts";
import { handler, HttpError, json, parseWith, readJsonBody } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { APPLICATION_RATE_LIMIT, hitRateLimit } from "../../src/server/rate-limit.ts";
import { assertStorableText } from "../../src/server/storable-text.ts";
import { orStorageFailure } from "../../src/server/storage-failure.ts";
import { submitApplication } from "../../src/server/applications/submit-application.ts";
import { dispatchAfterResponse } from "../../src/server/outbox/dispatch-after-response.ts";

const notStored = new HttpError(503, "database_unavailable", "Der Antrag konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.");

export default handler(["POST"], async (req, context) => {
  const body = await readJsonBody(req);
  assertStorableText(body);
  const payload = parseWith(applicationPayloadSchema, body);
  const where = { path: "/api/membership-applications" };
  const limit = await orStorageFailure(async () => hitRateLimit(await getDb(), APPLICATION_RATE_LIMIT, context.ip), notStored, where);
  if (!limit.allowed) {
    return json(
      { success: false, error: "rate_limited", message: "Zu viele Anträge von diesem Anschluss. Bitte versuchen Sie es in einer Stunde erneut." },
      429,
      { "retry-after": String(limit.retryAfterSeconds) },
    );
  }
  const { id, deliveryIds } = await orStorageFailure(() => submitApplication(payload), notStored, where);
  dispatchAfterResponse(context, deliveryIds);
  return json({ success: true, id }, 201);
});

export const config: Config = { path: "/api/membership-applications", method: ["POST"] };
