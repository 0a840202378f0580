/**
 * The German invitation mail of the local identity provider, with the link to /backend/einladung
 * (valid 14 days). Queued in the outbox by the transaction that creates the invitation.
 */
import type { MailMessage } from "../mail/types.ts";
import { association } from "#shared/association.ts";
import { escapeHtml } from "../mail/html.ts";

export function invitationMail(input: { email: string; firstName: string | null; token: string; origin: string; reason?: string }): MailMessage {
  const link = `${input.origin}/backend/einladung?token=${encodeURIComponent(input.token)}`;
  const greeting = input.firstName ? `Guten Tag ${input.firstName},` : "Guten Tag,";
  const intro = `Sie wurden in den internen Bereich des ${association.name} eingeladen.`;
  const text = [
    greeting,
    "",
    ...(input.reason ? [input.reason, ""] : []),
    intro,
    "Bitte legen Sie über diesen Link Ihr Passwort fest (14 Tage gültig):",
    "",
    link,
    "",
    "Anschließend melden Sie sich mit dieser E-Mail-Adresse und Ihrem Passwort an.",
    "Falls Sie keine Einladung erwartet haben, können Sie diese E-Mail ignorieren.",
    "",
    "Mit freundlichen Grüßen",
    association.name,
  ].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    input.reason ? `<p>${escapeHtml(input.reason)}</p>` : "",
    `<p>${escapeHtml(intro)} Bitte legen Sie Ihr Passwort fest (der Link ist 14 Tage gültig):</p>`,
    `<p><a href="${escapeHtml(link)}">Passwort festlegen und Einladung annehmen</a></p>`,
    "<p>Anschließend melden Sie sich mit dieser E-Mail-Adresse und Ihrem Passwort an. Falls Sie keine Einladung erwartet haben, können Sie diese E-Mail ignorieren.</p>",
    `<p>Mit freundlichen Grüßen<br>${escapeHtml(association.name)}</p>`,
  ].join("");
  return { to: input.email, subject: `${association.shortName}: Einladung in den internen Bereich`, text, html };
}
