/** The German invitation of a member's representative to the internal area (local provider). */
import { association } from "../../shared/association.ts";
import type { MailMessage } from "../mail/types.ts";
import { escapeHtml, layoutHtml, signatureText } from "../mail/templates/html.ts";

export const INVITATION_VALID_DAYS = 14;

export function invitationMail(input: { to: string; name: string; companyName: string | null; link: string }): MailMessage {
  const subject = `Einladung in den internen Bereich des ${association.shortName}`;
  const forCompany = input.companyName ? ` für die ${input.companyName}` : "";
  const lines = [
    `Guten Tag ${input.name},`,
    "",
    `Sie wurden${forCompany} in den internen Mitgliederbereich des ${association.name} eingeladen.`,
    `Bitte legen Sie über diesen Link Ihr Passwort fest (${INVITATION_VALID_DAYS} Tage gültig). Damit ist auch Ihre E-Mail-Adresse bestätigt:`,
    "",
    input.link,
    "",
    "Danach melden Sie sich mit Ihrer E-Mail-Adresse und dem neuen Passwort an.",
    "",
    "Mit freundlichen Grüßen",
    association.name,
  ];
  const html = layoutHtml(
    subject,
    `<p>Guten Tag ${escapeHtml(input.name)},</p><p>Sie wurden${escapeHtml(forCompany)} in den internen Mitgliederbereich des ${escapeHtml(association.name)} eingeladen. Bitte legen Sie Ihr Passwort fest (der Link ist ${INVITATION_VALID_DAYS} Tage gültig); damit ist auch Ihre E-Mail-Adresse bestätigt.</p><p><a href="${escapeHtml(input.link)}">Passwort festlegen</a></p><p>Danach melden Sie sich mit Ihrer E-Mail-Adresse und dem neuen Passwort an.</p><p>Mit freundlichen Grüßen<br>${escapeHtml(association.name)}</p>`,
  );
  return { to: input.to, subject, text: lines.join("\n") + signatureText(), html };
}
