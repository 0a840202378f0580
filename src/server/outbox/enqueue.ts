/**
 * Writes deliveries into the outbox. Call it with the transaction that stores the data the
 * deliveries announce: either both are committed or neither.
 */
import { outbox } from "../db/schema/forms.ts";
import type { Db } from "../db/client.ts";
import type { MailMessage } from "../mail/types.ts";
import type { ClerkInvitationPayload } from "../auth/clerk-invitations.ts";

export type Delivery =
  | { kind: "email"; target: string; payload: MailMessage; reference?: string }
  | { kind: "webhook"; target: string; payload: unknown; reference?: string }
  | { kind: "clerk_invitation"; target: string; payload: ClerkInvitationPayload; reference?: string };

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

export function mailDelivery(message: MailMessage, reference?: string): Delivery {
  const to = Array.isArray(message.to) ? message.to.join(", ") : message.to;
  return { kind: "email", target: to, payload: message, reference };
}
