/**
 * The outbox channel of invoice mails (ADR 167): at delivery it fetches the invoice's PDF of
 * record (filing it first if the five-minute job has not yet), attaches it and hands the mail to
 * the platform's transport. Rendering at delivery keeps the fee run's transaction short (it
 * queues 300 small rows, not 300 PDFs) and means a mail can only ever carry the filed PDF.
 */
import { getDb } from "#platform/db/client.ts";
import { attachmentFromBytes } from "#platform/mail/attachments.ts";
import { deliverMail } from "#platform/mail/deliver-mail.ts";
import type { DeliveryChannel } from "#platform/outbox/channels.ts";
import { invoicePdf } from "./invoice-documents.ts";
import { INVOICE_MAIL_KIND, type InvoiceMailPayload } from "./mail.ts";

export const invoiceMailChannel: DeliveryChannel<InvoiceMailPayload> = {
  kind: INVOICE_MAIL_KIND,
  label: "Rechnungs-E-Mail",
  async deliver(payload, row) {
    const pdf = await invoicePdf(await getDb(), payload.invoiceId);
    await deliverMail({ ...payload.message, attachments: [attachmentFromBytes(pdf.fileName, "application/pdf", pdf.bytes)] }, `outbox-${row.id}`);
  },
};
