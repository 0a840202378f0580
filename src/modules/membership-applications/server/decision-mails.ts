/** German mails of the presidium's decision on a membership application. */
import { association } from "#shared/association.ts";
import { MEMBERSHIP_CLASS_LABELS, type MembershipClass } from "#modules/members/schema/labels.ts";
import type { MailMessage } from "#platform/mail/types.ts";
import { escapeHtml, layoutHtml, oneLine, signatureText } from "#platform/mail/html.ts";
import { formatGermanDate } from "#shared/dates.ts";

export interface DecisionMailInput {
  companyName: string;
  email: string;
  representativeEmail: string;
  representativeSalutation: string;
  representativeFirstname: string;
  representativeLastname: string;
  decisionDate: string;
  reason: string;
}

/** Formal German address; "divers" gets the neutral form with the full name. */
function greeting(a: DecisionMailInput): string {
  if (a.representativeSalutation === "herr") return `Sehr geehrter Herr ${a.representativeLastname},`;
  if (a.representativeSalutation === "frau") return `Sehr geehrte Frau ${a.representativeLastname},`;
  return `Guten Tag ${a.representativeFirstname} ${a.representativeLastname},`;
}

function recipients(a: DecisionMailInput): string[] {
  return [...new Set([a.representativeEmail, a.email].map((e) => e.toLowerCase()))];
}

function build(a: DecisionMailInput, subject: string, paragraphs: string[]): MailMessage {
  const text = [greeting(a), "", ...paragraphs.flatMap((p) => [p, ""]), "Mit freundlichen Grüßen", association.name].join("\n") + signatureText();
  const html = layoutHtml(
    subject,
    [greeting(a), ...paragraphs].map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join("") +
      `<p>Mit freundlichen Grüßen<br>${escapeHtml(association.name)}</p>`,
  );
  return { to: recipients(a), subject: oneLine(subject), text, html };
}

export function approvalMail(a: DecisionMailInput, membershipClass: MembershipClass, entryDate: string): MailMessage {
  return build(a, `Ihr Mitgliedsantrag beim ${association.shortName}: Aufnahme beschlossen`, [
    `wir freuen uns, Ihnen mitzuteilen, dass der Vorstand am ${formatGermanDate(a.decisionDate)} die Aufnahme der ${a.companyName} in den ${association.name} beschlossen hat.`,
    `Mitgliedsart: ${MEMBERSHIP_CLASS_LABELS[membershipClass]}. Die Mitgliedschaft beginnt am ${formatGermanDate(entryDate)}.`,
    `Anmerkung des Vorstands: ${a.reason}`,
    "Für den internen Mitgliederbereich erhält die vertretungsberechtigte Person eine gesonderte E-Mail mit einem Link, über den sie ihr Passwort festlegt.",
    "Herzlich willkommen im Verband!",
  ]);
}

export function rejectionMail(a: DecisionMailInput): MailMessage {
  return build(a, `Ihr Mitgliedsantrag beim ${association.shortName}`, [
    `vielen Dank für Ihr Interesse an einer Mitgliedschaft der ${a.companyName} im ${association.name}.`,
    `Der Vorstand hat am ${formatGermanDate(a.decisionDate)} über Ihren Antrag beraten und ihn leider abgelehnt.`,
    `Begründung: ${a.reason}`,
    `Bei Fragen erreichen Sie uns unter ${association.email} oder telefonisch unter ${association.phone}.`,
  ]);
}
