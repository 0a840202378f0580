/**
 * The server's composition root (ADR 008): turns a module's route table into a Netlify function,
 * after registering the delivery channels that modules bring (the platform's own register
 * themselves with the dispatcher), so a delivery a request queues can be tried at once whatever
 * module it belongs to. The scheduled jobs import the same registration.
 *
 * The channels and read checks are registered lazily (ADR 203): their kind, label and target type
 * are named here, their code is imported on the first delivery or check. A Netlify function
 * bundle inlines every module this file reaches, and eager imports made each function load every
 * module (PDF rendering, text extraction, Markdown) on its cold start. delivery-channels.test.ts
 * checks that the names here are the modules' own.
 */
import { createRouter, type FunctionHandler, type Route, type RouterOptions } from "../platform/http/router.ts";
import { registerDeliveryChannel, type DeliveryChannel } from "../platform/outbox/channels.ts";
import type { NotificationReadCheck } from "../modules/notifications/index.ts";

/** A channel whose implementation is imported on its first delivery. */
export function lazyChannel(kind: string, label: string, load: () => Promise<DeliveryChannel>): DeliveryChannel & { load(): Promise<DeliveryChannel> } {
  let loaded: Promise<DeliveryChannel> | undefined;
  const channel = () => (loaded ??= load());
  return { kind, label, load: channel, deliver: async (payload, row, options) => (await channel()).deliver(payload, row, options) };
}

/** A notification read check whose implementation is imported on its first use. */
export function lazyReadCheck(type: string, load: () => Promise<NotificationReadCheck>): NotificationReadCheck & { load(): Promise<NotificationReadCheck> } {
  let loaded: Promise<NotificationReadCheck> | undefined;
  const check = () => (loaded ??= load());
  return { type, load: check, canRead: async (tx, userIds, targetId) => (await check()).canRead(tx, userIds, targetId) };
}

/** Channels modules bring (each module's index.ts exports its own). */
export const MODULE_CHANNELS = [
  lazyChannel("documents.extract_text", "Volltext eines Dokuments", async () => (await import("../modules/documents/index.ts")).extractTextChannel as DeliveryChannel),
  lazyChannel("finances.invoice_mail", "Rechnungs-E-Mail", async () => (await import("../modules/finances/index.ts")).invoiceMailChannel as DeliveryChannel),
  lazyChannel("notification_email", "Benachrichtigungs-E-Mail", async () => (await import("../modules/notifications/index.ts")).notificationMailChannel as DeliveryChannel),
];

/** The checks a notification mail passes again when it goes out, per target type (notifications' read-checks.ts). */
export const NOTIFICATION_READ_CHECKS = [lazyReadCheck("discussions.post", async () => (await import("../modules/discussions/index.ts")).discussionsReadCheck)];

let registered: Promise<void> | undefined;

/** Registers the modules' delivery channels and what they check at delivery time (once per process). */
export function registerModuleChannels(): Promise<void> {
  registered ??= (async () => {
    for (const channel of MODULE_CHANNELS) registerDeliveryChannel(channel);
    // The registry lives in the notifications module; modules that notify load it anyway.
    const { registerNotificationReadCheck } = await import("../modules/notifications/index.ts");
    for (const check of NOTIFICATION_READ_CHECKS) registerNotificationReadCheck(check);
  })();
  return registered;
}

export function moduleFunction(routes: readonly Route[], options?: RouterOptions): FunctionHandler {
  const router = createRouter(routes, options);
  const handler = async (req: Request, context: Parameters<FunctionHandler>[1]) => {
    await registerModuleChannels();
    return router(req, context);
  };
  return Object.assign(handler, { routes: router.routes });
}
