/** Hands one mail to the configured transport; throws when it was not accepted. */
import { mailTransportKind } from "./mail-config.ts";
import { writeToOutbox } from "./file-outbox.ts";
import { sendWithResend } from "./resend-transport.ts";
import type { MailMessage } from "./types.ts";

export async function deliverMail(message: MailMessage, idempotencyKey?: string): Promise<void> {
  const kind = mailTransportKind();
  if (kind === "resend") await sendWithResend(message, idempotencyKey);
  else if (kind === "file") await writeToOutbox(message);
  else throw new Error("E-mail is required in production but RESEND_API_KEY is not set");
}
