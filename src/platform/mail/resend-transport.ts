/**
 * Sends one mail through Resend. The SDK returns { data, error } instead of throwing; any error
 * (including network failures, which the SDK also returns) is turned into a thrown Error so the
 * outbox records it and retries. The outbox row id is the idempotency key, so a retry after a lost
 * answer cannot send the mail twice. Attachments go as base64 content with their name and type
 * (Resend's `attachments`, sent as `content`, `filename`, `content_type`).
 */
import type { Resend } from "resend";
import { checkAttachments } from "./attachments.ts";
import { defaultFrom } from "./mail-config.ts";
import type { MailMessage } from "./types.ts";

const SEND_TIMEOUT_MS = 10_000;
let client: { key: string; baseUrl: string | undefined; resend: Resend } | undefined;

async function resendClient(key: string): Promise<Resend> {
  const baseUrl = process.env.RESEND_BASE_URL || undefined;
  if (client?.key !== key || client.baseUrl !== baseUrl) {
    // Imported on the first mail, not on every cold start (ADR 203).
    const { Resend } = await import("resend");
    client = { key, baseUrl, resend: new Resend(key, baseUrl ? { baseUrl } : undefined) };
  }
  return client.resend;
}

export async function sendWithResend(message: MailMessage, idempotencyKey?: string): Promise<string> {
  const key = process.env.RESEND_API_KEY;
  if (!key) throw new Error("RESEND_API_KEY is not set");
  checkAttachments(message.attachments);
  const { data, error } = await (await resendClient(key)).emails.send(
    {
      from: message.from ?? defaultFrom(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((attachment) => ({
              filename: attachment.filename,
              content: attachment.contentBase64,
              contentType: attachment.contentType,
            })),
          }
        : {}),
    },
    { ...(idempotencyKey ? { idempotencyKey } : {}), signal: AbortSignal.timeout(SEND_TIMEOUT_MS) } as { idempotencyKey?: string },
  );
  if (error || !data) {
    const status = error && "statusCode" in error ? ` (${String(error.statusCode)})` : "";
    throw new Error(`Resend: ${error?.name ?? "no_data"}${status}: ${error?.message ?? "empty response"}`);
  }
  return data.id;
}
