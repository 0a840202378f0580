/**
 * Sends one e-mail durably: the mail is first written to the outbox table, then handed to the
 * transport (Resend, or a JSON file in <DATA_DIR>/outbox/ locally) right away. When the transport
 * fails the row stays queued and the scheduled dispatcher retries it with backoff, so the caller
 * (e.g. a sign-up confirmation) never loses a mail. Inside a transaction with other data, use
 * enqueue(tx, [mailDelivery(message)]) from ../outbox/enqueue.ts instead and dispatch after commit.
 */
import { getDb } from "../db/client.ts";
import { enqueue, mailDelivery } from "../outbox/enqueue.ts";
import { dispatchOutbox } from "../outbox/dispatch.ts";
import type { MailMessage } from "./types.ts";

export { defaultFrom } from "./mail-config.ts";
export { outboxDir, writeToOutbox } from "./file-outbox.ts";

export interface SendMailResult {
  /** The outbox row of this mail. */
  id: string;
  /** False when the first try failed; the mail is then retried later. */
  delivered: boolean;
}

export async function sendMail(message: MailMessage, options: { reference?: string } = {}): Promise<SendMailResult> {
  const [id] = await enqueue(await getDb(), [mailDelivery(message, options.reference)]);
  const summary = await dispatchOutbox({ ids: [id] });
  return { id, delivered: summary.sent === 1 };
}
