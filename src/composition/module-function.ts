/**
 * The server's composition root (ADR 008): turns a module's route table into a Netlify function,
 * after registering the delivery channels its requests queue (the platform's own, e-mail, webhook
 * and Clerk invitation, register themselves with the dispatcher), so such a delivery is tried at
 * once after the response. A function names only the channels and read checks its module uses
 * (ADR 203): each one is a file of src/composition/channels/ and loads its module on first use.
 * A kind a function has no channel for is left to the scheduled function, which has them all.
 */
import { createRouter, type FunctionHandler, type Route, type RouterOptions } from "#platform/http/router.ts";
import { registerDeliveryChannel } from "#platform/outbox/channels.ts";
import type { LazyChannel, LazyReadCheck } from "./channels/lazy.ts";

export interface ModuleFunctionOptions extends RouterOptions {
  /** The module channels of deliveries this function's requests queue. */
  channels?: readonly LazyChannel[];
  /** Read checks of notification targets this function's module names (notify() runs them). */
  readChecks?: readonly LazyReadCheck[];
}

export async function registerChannels(channels: readonly LazyChannel[], readChecks: readonly LazyReadCheck[]): Promise<void> {
  for (const channel of channels) registerDeliveryChannel(channel);
  if (readChecks.length === 0) return;
  // The registry lives in the notifications module, which a module that notifies loads anyway.
  const { registerNotificationReadCheck } = await import("#modules/notifications/index.ts");
  for (const check of readChecks) registerNotificationReadCheck(check);
}

export function moduleFunction(routes: readonly Route[], options: ModuleFunctionOptions = {}): FunctionHandler {
  const { channels = [], readChecks = [], ...routerOptions } = options;
  const router = createRouter(routes, routerOptions);
  let registered: Promise<void> | undefined;
  const handler = async (req: Request, context: Parameters<FunctionHandler>[1]) => {
    registered ??= registerChannels(channels, readChecks);
    await registered;
    return router(req, context);
  };
  return Object.assign(handler, { routes: router.routes });
}
