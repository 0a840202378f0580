/** The two mails of a new membership application: confirmation to the applicant, notice to the office. */
import { INFRASTRUCTURE_LABELS, SALUTATION_LABELS, type ApplicationPayload, type InfrastructureType } from "../schema/application.ts";
import { officeEmail } from "#platform/mail/mail-config.ts";
import type { MailMessage } from "#platform/mail/types.ts";
import { escapeHtml, fieldsHtml, fieldsText, layoutHtml, oneLine, signatureText, type Field } from "#platform/mail/html.ts";
import { formatGermanDate } from "#shared/dates.ts";

function infrastructureText(types: readonly string[]): string {
  return types.map((t) => INFRASTRUCTURE_LABELS[t as InfrastructureType] ?? t).join(", ");
}

function representative(a: ApplicationPayload): string {
  return [SALUTATION_LABELS[a.representative_salutation], a.representative_title, a.representative_firstname, a.representative_lastname]
    .filter(Boolean)
    .join(" ");
}

export function applicationFields(a: ApplicationPayload): Field[] {
  return [
    ["Unternehmen", a.company_name],
    ["Rechtsform", a.legal_form],
    ["Anzahl Mitarbeiter", String(a.employee_count)],
    ["Anschrift", `${a.street}, ${a.postal_code} ${a.city} (${a.state})`],
    ["Telefon", a.phone],
    ["E-Mail", a.email],
    ["Website", a.website],
    ["Vertreten durch", `${representative(a)}, ${a.representative_position}`],
    ["E-Mail Vertreter/in", a.representative_email],
    ["Telefon Vertreter/in", a.representative_phone],
    ["Infrastrukturarten", infrastructureText(a.infrastructure_types)],
    ["Streckenlänge (km)", a.track_length === null ? null : a.track_length.toLocaleString("de-DE", { maximumFractionDigits: 1 })],
    ["Gewünschter Beitritt", formatGermanDate(a.desired_entry_date)],
    ["Aufmerksam geworden durch", a.referral_source],
  ];
}

function applicantAddresses(a: ApplicationPayload): string[] {
  return [...new Set([a.representative_email, a.email].map((e) => e.toLowerCase()))];
}

export function applicationConfirmationMail(a: ApplicationPayload): MailMessage {
  const greeting = `Guten Tag ${representative(a)},`;
  const intro = `vielen Dank für den Mitgliedsantrag der ${a.company_name}. Wir haben Ihren Antrag erhalten und werden ihn schnellstmöglich bearbeiten. Über die Aufnahme entscheidet der Vorstand; wir melden uns bei Ihnen.`;
  const title = "Ihr Mitgliedsantrag ist eingegangen";
  return {
    to: applicantAddresses(a),
    subject: "Ihr Mitgliedsantrag beim VNSI",
    text: `${greeting}\n\n${intro}\n\nIhre Angaben:\n${fieldsText(applicationFields(a))}\n\nMit freundlichen Grüßen\nIhre Geschäftsstelle${signatureText()}`,
    html: layoutHtml(
      title,
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><strong>Ihre Angaben:</strong></p>${fieldsHtml(applicationFields(a))}<p>Mit freundlichen Grüßen<br>Ihre Geschäftsstelle</p>`,
    ),
  };
}

export function applicationOfficeMail(a: ApplicationPayload, applicationId: string): MailMessage {
  const intro = `Ein neuer Mitgliedsantrag ist eingegangen (Antrags-ID ${applicationId}). Er hat den Status „eingegangen“ und wartet auf Bearbeitung im internen Bereich.`;
  return {
    to: officeEmail(),
    replyTo: a.representative_email,
    subject: oneLine(`Neuer Mitgliedsantrag: ${a.company_name}`),
    text: `${intro}\n\n${fieldsText(applicationFields(a))}`,
    html: layoutHtml("Neuer Mitgliedsantrag", `<p>${escapeHtml(intro)}</p>${fieldsHtml(applicationFields(a))}`),
  };
}
