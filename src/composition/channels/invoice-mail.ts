/** Invoice mails with the PDF of record (finances), loaded on the first one. */
import type { DeliveryChannel } from "#platform/outbox/channels.ts";
import { lazyChannel } from "./lazy.ts";

export const invoiceMail = lazyChannel(
  "finances.invoice_mail",
  "Rechnungs-E-Mail",
  async () => (await import("#modules/finances/index.ts")).invoiceMailChannel as DeliveryChannel,
);
