/**
 * Delivery channels and notification read checks whose code is imported on first use (ADR 203).
 * Netlify's bundler inlines every module a function's files reach, even through a dynamic
 * import, and loads the packages those modules import at the function's cold start: a function
 * gets only the channel files it names (one file per channel here), and each loads its module when
 * a delivery of its kind is tried.
 */
import type { DeliveryChannel } from "#platform/outbox/channels.ts";
import type { NotificationReadCheck } from "#modules/notifications/index.ts";

export type LazyChannel = DeliveryChannel & { load(): Promise<DeliveryChannel> };
export type LazyReadCheck = NotificationReadCheck & { load(): Promise<NotificationReadCheck> };

export function lazyChannel(kind: string, label: string, load: () => Promise<DeliveryChannel>): LazyChannel {
  let loaded: Promise<DeliveryChannel> | undefined;
  const channel = () => (loaded ??= load());
  return { kind, label, load: channel, deliver: async (payload, row, options) => (await channel()).deliver(payload, row, options) };
}

export function lazyReadCheck(type: string, load: () => Promise<NotificationReadCheck>): LazyReadCheck {
  let loaded: Promise<NotificationReadCheck> | undefined;
  const check = () => (loaded ??= load());
  return { type, load: check, canRead: async (tx, userIds, targetId) => (await check()).canRead(tx, userIds, targetId) };
}
