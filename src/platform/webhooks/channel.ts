/** The outbox channel "webhook": one JSON POST to the row's target. */
import type { DeliveryChannel } from "../outbox/channels.ts";
import { postWebhook } from "./post-webhook.ts";

export const webhookChannel: DeliveryChannel = {
  kind: "webhook",
  label: "Webhook",
  deliver: (payload, row) => postWebhook(row.target, payload, { deliveryId: row.id }),
};
