/** The outbox channel "email": one mail through the configured transport (file outbox or Resend). */
import type { DeliveryChannel } from "../outbox/channels.ts";
import { deliverMail } from "./deliver-mail.ts";
import type { MailMessage } from "./types.ts";

export const emailChannel: DeliveryChannel<MailMessage> = {
  kind: "email",
  label: "E-Mail",
  deliver: (message, row) => deliverMail(message, `outbox-${row.id}`),
};
