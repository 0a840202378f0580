/** Performs one claimed delivery; throws when the receiver did not accept it. */
import type { OutboxRow } from "../db/schema/forms.ts";
import { deliverMail } from "../mail/deliver-mail.ts";
import type { MailMessage } from "../mail/types.ts";
import { postWebhook } from "../webhooks/post-webhook.ts";

export async function deliver(row: OutboxRow): Promise<void> {
  if (row.kind === "email") {
    await deliverMail(row.payload as MailMessage, `outbox-${row.id}`);
  } else {
    await postWebhook(row.target, row.payload, { deliveryId: row.id });
  }
}
