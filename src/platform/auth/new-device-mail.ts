/** The German mail about a sign-in from a device the account has not used before. */
import { association } from "#shared/association.ts";
import { describeDevice, type DeviceInfo } from "#shared/user-agent.ts";
import { escapeHtml, fieldsHtml, fieldsText, layoutHtml, signatureText, type Field } from "../mail/html.ts";
import type { MailMessage } from "../mail/types.ts";
import { formatGermanLongDateTime } from "#shared/dates.ts";

export function newDeviceMail(input: { email: string; device: DeviceInfo; clientIp: string; at: Date; origin: string }): MailMessage {
  const title = "Anmeldung von einem neuen Gerät";
  const fields: Field[] = [
    ["Zeitpunkt", `${formatGermanLongDateTime(input.at)} Uhr`],
    ["Gerät", describeDevice(input.device)],
    ["Adresse", input.clientIp],
  ];
  const intro = `Ihr Konto ${input.email} wurde soeben von einem Gerät angemeldet, das wir bei Ihnen noch nicht gesehen haben.`;
  const ok = "Waren Sie das, ist nichts weiter zu tun.";
  const notMe = `Waren Sie es nicht, ändern Sie bitte sofort Ihr Passwort und schreiben Sie an ${association.email}: Die Administration beendet die fremde Sitzung und prüft den Vorfall.`;
  const text = [intro, "", fieldsText(fields), "", ok, notMe, "", `Anmeldung: ${input.origin}/backend/login`].join("\n") + signatureText();
  const html = layoutHtml(title, `<p>${escapeHtml(intro)}</p>${fieldsHtml(fields)}<p>${escapeHtml(ok)}</p><p><strong>${escapeHtml(notMe)}</strong></p>`);
  return { to: input.email, subject: `${association.shortName}: ${title}`, text, html };
}
