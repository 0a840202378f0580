/**
 * Stores a validated contact message and, in the same transaction, queues the notice to the
 * office (reply-to: the sender) and the confirmation to the sender.
 */
import type { ContactMessage } from "../schema.ts";
import { getDb } from "#platform/db/client.ts";
import { contactMessages } from "./tables.ts";
import { contactConfirmationMail, contactOfficeMail } from "./mails.ts";
import { enqueue, mailDelivery } from "#platform/outbox/enqueue.ts";

export async function submitContactMessage(message: ContactMessage): Promise<{ id: string; deliveryIds: string[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: message.name, email: message.email, organization: message.organization ?? null, subject: message.subject, message: message.message })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("Insert returned no row");
    const reference = `contact_message:${row.id}`;
    const deliveryIds = await enqueue(tx, [mailDelivery(contactOfficeMail(message), reference), mailDelivery(contactConfirmationMail(message), reference)]);
    return { id: row.id, deliveryIds };
  });
}
