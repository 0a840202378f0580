/**
 * The two mails of a contact message. The confirmation to the sender deliberately does not echo
 * the message text: anyone can enter someone else's address, and echoing would let the form relay
 * arbitrary text in the association's name.
 */
import { CONTACT_SUBJECT_LABELS, type ContactMessage } from "../schema.ts";
import { officeEmail } from "#platform/mail/mail-config.ts";
import type { MailMessage } from "#platform/mail/types.ts";
import { escapeHtml, fieldsHtml, fieldsText, layoutHtml, oneLine, signatureText, type Field } from "#platform/mail/html.ts";

export function contactOfficeMail(m: ContactMessage): MailMessage {
  const fields: Field[] = [
    ["Name", m.name],
    ["E-Mail", m.email],
    ["Organisation", m.organization],
    ["Thema", CONTACT_SUBJECT_LABELS[m.subject]],
  ];
  const intro =
    "Über das Kontaktformular der Website ist eine neue Nachricht eingegangen. Antworten Sie direkt auf diese E-Mail, um dem Absender zu antworten.";
  return {
    to: officeEmail(),
    replyTo: m.email,
    subject: oneLine(`Kontaktanfrage (${CONTACT_SUBJECT_LABELS[m.subject]}): ${m.name}`),
    text: `${intro}\n\n${fieldsText(fields)}\n\nNachricht:\n${m.message}`,
    html: layoutHtml(
      "Neue Kontaktanfrage",
      `<p>${escapeHtml(intro)}</p>${fieldsHtml(fields)}<p><strong>Nachricht:</strong></p><p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    ),
  };
}

export function contactConfirmationMail(m: ContactMessage): MailMessage {
  const greeting = `Guten Tag ${m.name},`;
  const body = `vielen Dank für Ihre Nachricht zum Thema „${CONTACT_SUBJECT_LABELS[m.subject]}“. Sie ist bei unserer Geschäftsstelle eingegangen; wir melden uns so bald wie möglich bei Ihnen.`;
  const note = "Falls Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.";
  return {
    to: m.email,
    subject: "Ihre Nachricht an den VNSI",
    text: `${greeting}\n\n${body}\n\n${note}\n\nMit freundlichen Grüßen\nIhre Geschäftsstelle${signatureText()}`,
    html: layoutHtml(
      "Vielen Dank für Ihre Nachricht",
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(note)}</p><p>Mit freundlichen Grüßen<br>Ihre Geschäftsstelle</p>`,
    ),
  };
}
