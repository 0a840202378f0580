/**
 * Which mail transport runs, decided by the environment alone:
 *   RESEND_API_KEY set                      -> Resend (RESEND_BASE_URL may point it at a stub)
 *   production (a Netlify function, APP_ENV=
 *   production, NODE_ENV=production or
 *   REQUIRE_EMAIL=true) without the key     -> "unconfigured": the contact form answers 503
 *                                              smtp_not_configured, deliveries stay queued
 *   otherwise                               -> JSON files in <DATA_DIR>/outbox/ (or MAIL_OUTBOX_DIR)
 */
import { association } from "#shared/association.ts";
import { isProduction } from "../runtime.ts";

export type MailTransportKind = "resend" | "file" | "unconfigured";

export function isMailRequired(env: NodeJS.ProcessEnv = process.env): boolean {
  // NETLIFY=true only exists in the Netlify build (CLI scripts there), never in a function.
  return isProduction(env) || env.NETLIFY === "true" || env.NODE_ENV === "production" || env.REQUIRE_EMAIL === "true";
}

export function mailTransportKind(env: NodeJS.ProcessEnv = process.env): MailTransportKind {
  if (env.RESEND_API_KEY) return "resend";
  return isMailRequired(env) ? "unconfigured" : "file";
}

/** False only when production mail is required but no provider is configured. */
export function isMailConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return mailTransportKind(env) !== "unconfigured";
}

export function defaultFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM || `${association.shortName} <${association.email}>`;
}

/** Where notifications about applications and contact messages go. */
export function officeEmail(env: NodeJS.ProcessEnv = process.env): string {
  return env.OFFICE_EMAIL || association.officeEmail;
}
