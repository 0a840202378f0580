/**
 * The German mails of the account: the reset link, and the notice that the password was changed
 * (so a person whose password someone else changed learns of it). Plain text plus escaped HTML.
 */
import { association } from "#shared/association.ts";
import { escapeHtml } from "#platform/mail/html.ts";
import type { MailMessage } from "#platform/mail/types.ts";
import { LOGIN_PATH, PASSWORD_RESET_PATH } from "#shared/routes.ts";
import { PASSWORD_RESET_TTL_MINUTES } from "../schema.ts";

export const PASSWORD_RESET_SUBJECT = `${association.shortName}: Passwort zurücksetzen`;
export const PASSWORD_CHANGED_SUBJECT = `${association.shortName}: Ihr Passwort wurde geändert`;

function greetingOf(firstName: string | null): string {
  return firstName ? `Guten Tag ${firstName},` : "Guten Tag,";
}

export function passwordResetMail(input: { email: string; firstName: string | null; token: string; origin: string }): MailMessage {
  const link = `${input.origin}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(input.token)}`;
  const greeting = greetingOf(input.firstName);
  const text = [
    greeting,
    "",
    `für Ihren Zugang zum internen Bereich des ${association.name} wurde ein neues Passwort angefordert.`,
    `Über diesen Link legen Sie es fest (${PASSWORD_RESET_TTL_MINUTES} Minuten gültig, nur einmal verwendbar):`,
    "",
    link,
    "",
    "Danach sind alle bisherigen Anmeldungen beendet; melden Sie sich mit dem neuen Passwort wieder an.",
    "Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.",
    "",
    "Mit freundlichen Grüßen",
    association.name,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>für Ihren Zugang zum internen Bereich des ${escapeHtml(association.name)} wurde ein neues Passwort angefordert. Über diesen Link legen Sie es fest (${PASSWORD_RESET_TTL_MINUTES} Minuten gültig, nur einmal verwendbar):</p>`,
    `<p><a href="${escapeHtml(link)}">Neues Passwort festlegen</a></p>`,
    "<p>Danach sind alle bisherigen Anmeldungen beendet; melden Sie sich mit dem neuen Passwort wieder an. Falls Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.</p>",
    `<p>Mit freundlichen Grüßen<br>${escapeHtml(association.name)}</p>`,
  ].join("");
  return { to: input.email, subject: PASSWORD_RESET_SUBJECT, text, html };
}

export function passwordChangedMail(input: { email: string; firstName: string | null; how: "reset" | "change"; origin: string }): MailMessage {
  const greeting = greetingOf(input.firstName);
  const what =
    input.how === "reset"
      ? "Ihr Passwort für den internen Bereich wurde soeben über den Link aus der E-Mail „Passwort zurücksetzen“ neu festgelegt."
      : "Ihr Passwort für den internen Bereich wurde soeben in Ihrem Profil geändert.";
  const help = `Falls Sie das nicht waren, setzen Sie Ihr Passwort sofort über „Passwort vergessen?“ auf ${input.origin}${LOGIN_PATH} zurück und informieren Sie die Geschäftsstelle.`;
  const text = [greeting, "", what, "", help, "", "Mit freundlichen Grüßen", association.name].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)}</p><p>${escapeHtml(help)}</p><p>Mit freundlichen Grüßen<br>${escapeHtml(association.name)}</p>`;
  return { to: input.email, subject: PASSWORD_CHANGED_SUBJECT, text, html };
}
