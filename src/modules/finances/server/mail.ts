/**
 * Turns the finance mail texts (domain/mail-texts.ts) into outbox mails with the platform layout.
 * Mails about one invoice (the invoice, its cancellation invoice, dunning notices) go through the
 * module's own channel, which attaches the invoice's PDF of record when it sends them
 * (invoice-mail-channel.ts); the outbox row itself stays a few kilobytes.
 */
import { escapeHtml, fieldsHtml, fieldsText, layoutHtml, signatureText } from "#platform/mail/html.ts";
import type { MailMessage } from "#platform/mail/types.ts";
import { mailDelivery, type Delivery } from "#platform/outbox/enqueue.ts";
import type { MailText } from "../domain/mail-texts.ts";

export const INVOICE_MAIL_KIND = "finances.invoice_mail";

/** What the invoice mail channel stores: the mail without attachment and the invoice to attach. */
export type InvoiceMailPayload = { message: MailMessage; invoiceId: string };

function financeMessage(to: string, mail: MailText): MailMessage {
  const paragraphsHtml = mail.paragraphs.map((paragraph) => `<p style="margin:0 0 12px;white-space:pre-line">${escapeHtml(paragraph)}</p>`);
  const [first, ...rest] = paragraphsHtml;
  const html = layoutHtml(mail.subject, [first, ...rest.slice(0, -1), fieldsHtml(mail.fields), rest.at(-1)].filter(Boolean).join("\n"));
  const text = `${mail.paragraphs.slice(0, -1).join("\n\n")}\n\n${fieldsText(mail.fields)}\n\n${mail.paragraphs.at(-1)}${signatureText()}`;
  return { to, subject: mail.subject, text, html };
}

export function financeMail(to: string, mail: MailText, reference: string): Delivery {
  return mailDelivery(financeMessage(to, mail), reference);
}

/** A mail that carries the PDF of `invoiceId` as its attachment. */
export function invoiceMailDelivery(to: string, mail: MailText, reference: string, invoiceId: string): Delivery {
  const payload: InvoiceMailPayload = { message: financeMessage(to, mail), invoiceId };
  return { kind: INVOICE_MAIL_KIND, target: to, payload, reference };
}
