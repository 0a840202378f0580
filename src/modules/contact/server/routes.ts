/**
 * POST /api/contact-email (SPEC section 8): { success, error, message, details }.
 * Order: honeypot (400, nothing stored) -> validation (400 invalid_input) -> production mail
 * configured? (503 smtp_not_configured) -> rate limit counted in the database (429) -> store the
 * message with its two queued mails -> 200, then try the mails. The honeypot is judged before
 * validation, so a bot learns nothing from field errors: that is why this route reads its body.
 */
import { route } from "#platform/http/router.ts";
import { HttpError } from "#platform/http/errors.ts";
import { parseWith, readJsonBody } from "#platform/http/body.ts";
import { orStorageFailure } from "#platform/http/storage-failure.ts";
import { isMailConfigured } from "#platform/mail/mail-config.ts";
import { CONTACT_RATE_LIMIT, hitRateLimit } from "#platform/rate-limit/rate-limit.ts";
import { contactContract as contact } from "../contract.ts";
import { contactMessageSchema } from "../schema.ts";
import { submitContactMessage } from "./message-commands.ts";

const notStored = new HttpError(500, "storage_failed", "Ihre Nachricht konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.");

function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== "object" || !("hp" in body)) return false;
  const hp = (body as { hp: unknown }).hp;
  return hp !== undefined && hp !== null && String(hp).trim() !== "";
}

export const contactRoutes = [
  route(contact.sendMessage, {
    storageFailure: notStored,
    handle: async ({ req, db, ip, deliverAfterResponse }) => {
      const body = await readJsonBody(req);
      if (honeypotFilled(body)) throw new HttpError(400, "honeypot_triggered", "Anfrage abgelehnt");
      const message = parseWith(contactMessageSchema, body);
      if (!isMailConfigured()) throw new HttpError(503, "smtp_not_configured", "E-Mail-Service derzeit nicht verfügbar. Bitte später versuchen.");
      const where = { path: contact.sendMessage.path };
      const limit = await orStorageFailure(() => hitRateLimit(db, CONTACT_RATE_LIMIT, ip), notStored, where);
      if (!limit.allowed) {
        throw new HttpError(429, "rate_limited", "Zu viele Anfragen. Bitte warten Sie 15 Minuten bevor Sie erneut senden.", undefined, {
          "retry-after": String(limit.retryAfterSeconds),
        });
      }
      const { deliveryIds } = await orStorageFailure(() => submitContactMessage(message), notStored, where);
      deliverAfterResponse(deliveryIds);
      return { success: true as const, message: "Nachricht gesendet" };
    },
  }),
];
