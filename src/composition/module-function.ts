/**
 * The server's composition root (ADR 008): turns a module's route table into a Netlify function,
 * after registering the delivery channels that modules bring (the platform's own register
 * themselves with the dispatcher), so a delivery a request queues can be tried at once whatever
 * module it belongs to. The scheduled jobs import the same registration.
 */
import { createRouter, type FunctionHandler, type Route, type RouterOptions } from "../platform/http/router.ts";
import { registerDeliveryChannel, type DeliveryChannel } from "../platform/outbox/channels.ts";
import { extractTextChannel } from "../modules/documents/index.ts";
import { invoiceMailChannel } from "../modules/finances/index.ts";
import { notificationMailChannel, registerNotificationReadCheck, type NotificationReadCheck } from "../modules/notifications/index.ts";
import { discussionsReadCheck } from "../modules/discussions/index.ts";

/** Channels modules bring (each module's index.ts exports its own). */
const MODULE_CHANNELS: readonly DeliveryChannel[] = [extractTextChannel as DeliveryChannel, invoiceMailChannel as DeliveryChannel, notificationMailChannel as DeliveryChannel];

/** The checks a notification mail passes again when it goes out, per target type (notifications' read-checks.ts). */
const NOTIFICATION_READ_CHECKS: readonly NotificationReadCheck[] = [discussionsReadCheck];

/** Registers the modules' delivery channels and what they check at delivery time. */
export function registerModuleChannels(): void {
  for (const channel of MODULE_CHANNELS) registerDeliveryChannel(channel);
  for (const check of NOTIFICATION_READ_CHECKS) registerNotificationReadCheck(check);
}

export function moduleFunction(routes: readonly Route[], options?: RouterOptions): FunctionHandler {
  registerModuleChannels();
  return createRouter(routes, options);
}
