/** One e-mail as every sender (Resend, file outbox) receives it. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Defaults to MAIL_FROM or the association's address. */
  from?: string;
}
