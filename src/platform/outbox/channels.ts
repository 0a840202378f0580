/**
 * Delivery channels of the outbox. The outbox stores, claims and retries deliveries; what a
 * delivery does is up to the channel registered for its kind: "email" (platform/mail), "webhook"
 * (platform/webhooks), "clerk_invitation" (platform/auth; these three in builtin-channels.ts), and
 * whatever a module adds, registered by the server's composition root
 * (src/composition/module-function.ts, registerModuleChannels) before any function handles a
 * request, so the outbox itself imports no channel.
 */
import type { OutboxRow } from "./tables.ts";

export interface DeliveryChannel<P = unknown> {
  /** The outbox kind, e.g. "email"; lower-case letters, digits, "_" and "." (checked by 0070). */
  kind: string;
  /** What the delivery is, in German, for the system screen's outbox list (e.g. "E-Mail"). */
  label: string;
  /** Performs one delivery; throws when the receiver did not accept it (then it is retried). */
  deliver(payload: P, row: OutboxRow, options?: DeliveryOptions): Promise<void>;
}

export interface DeliveryOptions {
  /** The scheduled beat's deadline (epoch ms), for a delivery whose work can be cut short (ADR 204). */
  deadline?: number;
}

/**
 * A failure no retry can mend (e.g. an attachment over the size limit): the dispatcher gives the
 * delivery up at once instead of trying it again for a day and a half.
 */
export class PermanentDeliveryError extends Error {
  override name = "PermanentDeliveryError";
}

const channels = new Map<string, DeliveryChannel>();

export function registerDeliveryChannel<P>(channel: DeliveryChannel<P>): void {
  channels.set(channel.kind, channel as DeliveryChannel);
}

export function deliveryChannel(kind: string): DeliveryChannel | undefined {
  return channels.get(kind);
}

/** The German label of a kind; the kind itself when no channel is registered for it. */
export function deliveryKindLabel(kind: string): string {
  return channels.get(kind)?.label ?? kind;
}

export function registeredDeliveryKinds(): string[] {
  return [...channels.keys()].sort();
}
