/**
 * Writes deliveries into the outbox. Call it with the transaction that stores the data the
 * deliveries announce: either both are committed or neither.
 */
import { outbox } from "./tables.ts";
import type { Db } from "../db/client.ts";
import type { MailMessage } from "../mail/types.ts";
import { checkAttachments } from "../mail/attachments.ts";

/** One delivery: its channel's kind (channels.ts), who receives it, what the channel needs. */
export interface Delivery {
  kind: string;
  target: string;
  payload: unknown;
  /** What the delivery announces, e.g. "membership_application:<id>"; for tracing and the system screen. */
  reference?: string;
}

/** Anything with drizzle's insert(): the database or a transaction. */
type Writer = Pick<Db, "insert">;

export async function enqueue(writer: Writer, deliveries: Delivery[]): Promise<string[]> {
  if (deliveries.length === 0) return [];
  // Due "now" by the application's clock, the clock claimDue() compares with. The database's
  // now() has microseconds and may lie a fraction of a millisecond after the caller's Date, which
  // made the immediate try skip about one row in five.
  const dueAt = new Date();
  const rows = await writer
    .insert(outbox)
    .values(deliveries.map((d) => ({ kind: d.kind, target: d.target, payload: d.payload, reference: d.reference ?? null, nextAttemptAt: dueAt })))
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

/** Throws MailAttachmentError for attachments over 5 MB: the caller's transaction then stores nothing. */
export function mailDelivery(message: MailMessage, reference?: string): Delivery {
  checkAttachments(message.attachments);
  const to = Array.isArray(message.to) ? message.to.join(", ") : message.to;
  return { kind: "email", target: to, payload: message, reference };
}
