/** One e-mail as every sender (Resend, file outbox) receives it. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Defaults to MAIL_FROM or the association's address. */
  from?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of notification mails. */
  headers?: Record<string, string>;
  /**
   * Files sent with the mail (an invoice PDF). Base64 because the message is stored as JSON in the
   * outbox; together at most MAX_ATTACHMENT_BYTES (attachments.ts), checked when the mail is
   * queued and again when it is handed to the transport.
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** The name the recipient sees, e.g. "Rechnung 2026-0001.pdf". */
  filename: string;
  /** e.g. "application/pdf". */
  contentType: string;
  contentBase64: string;
}
