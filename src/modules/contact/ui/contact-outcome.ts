/**
 * What the visitor is told after POST /api/contact-email (SPEC section 8), as a pure function of the
 * HTTP status and the parsed body so every case is unit-tested. 'ignored' means the honeypot fired:
 * the bot gets no feedback at all.
 */
import { contactResponseSchema } from "../schema.ts";

export type ContactOutcome =
  | { kind: "success"; title: string; description: string }
  | { kind: "ignored" }
  | { kind: "error"; title: string; description: string };

export const CONTACT_MESSAGES = {
  successTitle: "Nachricht gesendet",
  successDescription: "Vielen Dank für Ihre Nachricht. Sie erhalten in Kürze eine Bestätigung per E-Mail.",
  errorTitle: "Fehler beim Senden",
  rateLimited: "Zu viele Anfragen. Bitte warten Sie 15 Minuten bevor Sie erneut senden.",
  smtpNotConfigured: "E-Mail-Service derzeit nicht verfügbar. Bitte später versuchen.",
  invalidInputTitle: "Ungültige Eingaben",
  invalidInputFallback: "Bitte überprüfen Sie Ihre Eingaben.",
  generic: "Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
} as const;

const error = (description: string, title: string = CONTACT_MESSAGES.errorTitle): ContactOutcome => ({ kind: "error", title, description });

function errorCode(body: unknown): unknown {
  return typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
}

/** `body` is the parsed JSON, or undefined when the response was not JSON (network errors: status 0). */
export function contactOutcome(status: number, body: unknown): ContactOutcome {
  const code = errorCode(body);
  if (status === 429 || code === "rate_limited") return error(CONTACT_MESSAGES.rateLimited);
  if (status === 503 || code === "smtp_not_configured") return error(CONTACT_MESSAGES.smtpNotConfigured);

  const parsed = contactResponseSchema.safeParse(body);
  if (!parsed.success) return error(CONTACT_MESSAGES.generic);
  const response = parsed.data;

  if (response.error === "honeypot_triggered") return { kind: "ignored" };
  if (response.success && status >= 200 && status < 300) {
    return { kind: "success", title: CONTACT_MESSAGES.successTitle, description: CONTACT_MESSAGES.successDescription };
  }
  if (response.error === "invalid_input") {
    const details = response.details?.filter((d) => d.trim() !== "") ?? [];
    return error(details.length > 0 ? details.join(", ") : CONTACT_MESSAGES.invalidInputFallback, CONTACT_MESSAGES.invalidInputTitle);
  }
  return error(response.message?.trim() ? response.message : CONTACT_MESSAGES.generic);
}
