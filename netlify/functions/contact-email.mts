/**
 * POST /api/contact-email (SPEC section 8): { success, error, message, details }.
 * Order: honeypot (400, nothing stored) -> validation (400 invalid_input) -> production mail
 * configured? (503 smtp_not_configured) -> rate limit counted in the database (429) -> store the
 * message with its two queued mails -> 200, then try the mails.
 */
import type { Config } from "@netlify/functions";
import { contactMessageSchema } from "../../src/shared/schemas/contact.ts";
import { handler, HttpError, json, parseWith, readJsonBody } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { isMailConfigured } from "../../src/server/mail/mail-config.ts";
import { CONTACT_RATE_LIMIT, hitRateLimit } from "../../src/server/rate-limit.ts";
import { assertStorableText } from "../../src/server/storable-text.ts";
import { orStorageFailure } from "../../src/server/storage-failure.ts";
import { submitContactMessage } from "../../src/server/contact/submit-contact-message.ts";
import { dispatchAfterResponse } from "../../src/server/outbox/dispatch-after-response.ts";

const notStored = new HttpError(500, "storage_failed", "Ihre Nachricht konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.");

function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object" || !("hp" in body)) return false;
  const hp = (body as { hp: unknown }).hp;
  return hp !== undefined && hp !== null && String(hp).trim() !== "";
}

export default handler(["POST"], async (req, context) => {
  const body = await readJsonBody(req);
  if (honeypotFilled(body)) throw new HttpError(400, "honeypot_triggered", "Anfrage abgelehnt");
  assertStorableText(body);
  const message = parseWith(contactMessageSchema, body);
  if (!isMailConfigured()) throw new HttpError(503, "smtp_not_configured", "E-Mail-Service derzeit nicht verfügbar. Bitte später versuchen.");

  const where = { path: "/api/contact-email" };
  const limit = await orStorageFailure(async () => hitRateLimit(await getDb(), CONTACT_RATE_LIMIT, context.ip), notStored, where);
  if (!limit.allowed) {
    return json(
      { success: false, error: "rate_limited", message: "Zu viele Anfragen. Bitte warten Sie 15 Minuten bevor Sie erneut senden." },
      429,
      { "retry-after": String(limit.retryAfterSeconds) },
    );
  }
  const { deliveryIds } = await orStorageFailure(() => submitContactMessage(message), notStored, where);
  dispatchAfterResponse(context, deliveryIds);
  return json({ success: true, message: "Nachricht gesendet" });
});

export const config: Config = { path: "/api/contact-email", method: ["POST"] };
