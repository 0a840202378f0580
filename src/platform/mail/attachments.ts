/**
 * Mail attachments: built from bytes, and checked before a mail is queued or sent. A mail with
 * attachments is stored whole in the outbox (jsonb) and, locally, in the outbox folder, so one
 * mail may carry at most 5 MB of files: enough for any letter-sized PDF, small enough that the
 * outbox rows stay cheap to claim and retry. Larger files belong in the documents module, with a
 * link in the mail.
 */
import { PermanentDeliveryError } from "../outbox/channels.ts";
import type { MailAttachment } from "./types.ts";

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** Refused attachments (too large, or malformed): a programming or data error, never retried. */
export class MailAttachmentError extends PermanentDeliveryError {
  override name = "MailAttachmentError";
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;
// Names reach mail headers and file systems: no control characters, no path separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what a file name must not hold
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/;

export function attachmentFromBytes(filename: string, contentType: string, bytes: Uint8Array): MailAttachment {
  return { filename, contentType, contentBase64: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64") };
}

/** The size of the decoded file, computed from the base64 text without decoding it. */
export function attachmentSize(attachment: MailAttachment): number {
  const text = attachment.contentBase64;
  const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Throws a MailAttachmentError naming the problem; returns the total size otherwise. */
export function checkAttachments(attachments: readonly MailAttachment[] | undefined): number {
  if (!attachments || attachments.length === 0) return 0;
  let total = 0;
  for (const attachment of attachments) {
    const { filename, contentType, contentBase64 } = attachment;
    if (!filename || filename.length > 200 || UNSAFE_NAME.test(filename))
      throw new MailAttachmentError(
        `Mail attachment name ${JSON.stringify(filename)} is empty, longer than 200 characters or contains control characters or path separators`,
      );
    if (!CONTENT_TYPE.test(contentType))
      throw new MailAttachmentError(`Mail attachment "${filename}" has no valid content type (${JSON.stringify(contentType)})`);
    if (contentBase64.length % 4 !== 0 || !BASE64.test(contentBase64)) throw new MailAttachmentError(`Mail attachment "${filename}" is not valid base64`);
    total += attachmentSize(attachment);
  }
  if (total > MAX_ATTACHMENT_BYTES) {
    const names = attachments.map((attachment) => `"${attachment.filename}"`).join(", ");
    const verb = attachments.length === 1 ? "has" : "have"; // plural-ok: English message for developers
    throw new MailAttachmentError(
      `Mail attachments are limited to ${megabytes(MAX_ATTACHMENT_BYTES)} per mail; ${names} ${verb} ${megabytes(total)}. Link to the file in the documents module instead.`,
    );
  }
  return total;
}
