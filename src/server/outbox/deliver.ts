/** Performs one claimed delivery; throws when the receiver did not accept it. */
import type { OutboxRow } from "../db/schema/forms.ts";
import { getDb } from "../db/client.ts";
import { deliverMail } from "../mail/deliver-mail.ts";
import type { MailMessage } from "../mail/types.ts";
import { postWebhook } from "../webhooks/post-webhook.ts";
import { deliverClerkInvitation, type ClerkInvitationPayload } from "../auth/clerk-invitations.ts";

export async function deliver(row: OutboxRow): Promise<void> {
  if (row.kind === "email") {
    await deliverMail(row.payload as MailMessage, `outbox-${row.id}`);
  } else if (row.kind === "clerk_invitation") {
    await deliverClerkInvitation(row.payload as ClerkInvitationPayload, await getDb());
  } else {
    await postWebhook(row.target, row.payload, { deliveryId: row.id });
  }
}
