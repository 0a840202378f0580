/**
 * The notification e-mails: one mail per notification ("Sofort") and the daily digest. Titles and
 * bodies are plain text from other people, so they are escaped for HTML and kept to one line in
 * subjects. Every mail carries a one-click unsubscribe link (RFC 8058 headers for mail clients,
 * and the same link in the text) that works without signing in.
 */
import { countOf } from "#shared/plural.ts";
import { escapeHtml, layoutHtml, oneLine, signatureText } from "#platform/mail/html.ts";
import type { MailMessage } from "#platform/mail/types.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { NOTIFICATION_KINDS, isNotificationKind } from "#shared/notification-kinds.ts";

export interface MailItem {
  kind: string;
  title: string;
  body: string | null;
  link: string;
  createdAt: Date | string;
}

const SETTINGS_PATH = "/backend/notifications?ansicht=einstellungen";

function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const kindLabel = (kind: string) => (isNotificationKind(kind) ? NOTIFICATION_KINDS[kind].label : "Benachrichtigung");

function footerText(origin: string, unsubscribeUrl: string, why: string): string {
  return `\n\n${why}\nEinstellungen: ${origin}${SETTINGS_PATH}\nAbbestellen mit einem Klick: ${unsubscribeUrl}`;
}

function footerHtml(origin: string, unsubscribeUrl: string, why: string): string {
  return `<p style="font-size:13px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(origin + SETTINGS_PATH)}">Einstellungen ändern</a> · <a href="${escapeHtml(unsubscribeUrl)}">Abbestellen</a></p>`;
}

export function immediateMail(to: string, item: MailItem, origin: string, unsubscribeUrl: string): MailMessage {
  const url = origin + item.link;
  const why = `Sie erhalten diese E-Mail, weil Sie für „${kindLabel(item.kind)}“ sofortige Benachrichtigungen gewählt haben.`;
  const text = [item.title, item.body ?? "", `Öffnen: ${url}`].filter(Boolean).join("\n\n") + footerText(origin, unsubscribeUrl, why) + signatureText();
  const html = layoutHtml(
    oneLine(item.title),
    `${item.body ? `<p style="white-space:pre-wrap">${escapeHtml(item.body)}</p>` : ""}<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 16px;background:#0b3d5c;color:#ffffff;border-radius:6px;text-decoration:none">Im internen Bereich öffnen</a></p>${footerHtml(origin, unsubscribeUrl, why)}`,
  );
  return { to, subject: oneLine(item.title).slice(0, 200), text, html, headers: unsubscribeHeaders(unsubscribeUrl) };
}

export function digestMail(to: string, items: readonly MailItem[], origin: string, unsubscribeUrl: string): MailMessage {
  const count = items.length;
  const subject = `Ihre tägliche Zusammenfassung: ${countOf(count, "ungelesene Benachrichtigung", "ungelesene Benachrichtigungen")}`;
  const why =
    "Sie erhalten diese Zusammenfassung, weil Sie für einige Benachrichtigungen die tägliche Zusammenfassung gewählt haben. Sie enthält nur, was Sie noch nicht gelesen haben.";
  const lines = items.map(
    (item) =>
      `- ${oneLine(item.title)} (${formatGermanDateTime(item.createdAt)})${item.body ? `\n  ${oneLine(item.body).slice(0, 200)}` : ""}\n  ${origin}${item.link}`,
  );
  const text =
    `Guten Tag,\n\nseit der letzten Zusammenfassung ist Folgendes für Sie eingegangen:\n\n${lines.join("\n\n")}\n\nAlle Benachrichtigungen: ${origin}/backend/notifications` +
    footerText(origin, unsubscribeUrl, why) +
    signatureText();
  const list = items
    .map(
      (item) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(origin + item.link)}" style="font-weight:600">${escapeHtml(oneLine(item.title))}</a><br><span style="color:#555;font-size:13px">${escapeHtml(kindLabel(item.kind))} · ${escapeHtml(formatGermanDateTime(item.createdAt))}</span>${item.body ? `<br>${escapeHtml(oneLine(item.body).slice(0, 200))}` : ""}</li>`,
    )
    .join("");
  const html = layoutHtml(
    subject,
    `<p>Seit der letzten Zusammenfassung ist Folgendes für Sie eingegangen:</p><ul style="padding-left:20px">${list}</ul><p><a href="${escapeHtml(origin)}/backend/notifications">Alle Benachrichtigungen ansehen</a></p>${footerHtml(origin, unsubscribeUrl, why)}`,
  );
  return { to, subject, text, html, headers: unsubscribeHeaders(unsubscribeUrl) };
}

/** The site's origin for links in mails: the request's (router) or the deploy's URL. */
export function mailOrigin(requestOrigin: string | undefined): string {
  return (requestOrigin || process.env.URL || process.env.SITE_URL || "http://localhost:8888").replace(/\/$/, "");
}

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/api/notifications/unsubscribe?token=${token}`;
}
