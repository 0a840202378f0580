/** Performs one claimed delivery through the channel of its kind; throws when it was not accepted. */
import type { OutboxRow } from "./tables.ts";
import { deliveryChannel, type DeliveryOptions } from "./channels.ts";

export async function deliver(row: OutboxRow, options: DeliveryOptions = {}): Promise<void> {
  const channel = deliveryChannel(row.kind);
  if (!channel) throw new Error(`No delivery channel registered for kind "${row.kind}"`);
  await channel.deliver(row.payload, row, options);
}
