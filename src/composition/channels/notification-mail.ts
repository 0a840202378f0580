/** Notification mails (notify() of any module), loaded on the first one. */
import type { DeliveryChannel } from "#platform/outbox/channels.ts";
import { lazyChannel } from "./lazy.ts";

export const notificationMail = lazyChannel(
  "notification_email",
  "Benachrichtigungs-E-Mail",
  async () => (await import("#modules/notifications/index.ts")).notificationMailChannel as DeliveryChannel,
);
