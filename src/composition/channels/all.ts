/**
 * Every module channel and read check: for the scheduled function (it delivers whatever is due),
 * the system screen (it names every kind) and the local server's job trigger. Never imported by a
 * module's function: it would inline every module into it (ADR 203).
 */
import { registerChannels } from "../module-function.ts";
import { discussionsPostCheck } from "./discussions-read-check.ts";
import { securityIncidentCheck } from "./incident-read-check.ts";
import { extractText } from "./extract-text.ts";
import { invoiceMail } from "./invoice-mail.ts";
import { notificationMail } from "./notification-mail.ts";

export const ALL_MODULE_CHANNELS = [extractText, invoiceMail, notificationMail];
export const ALL_READ_CHECKS = [discussionsPostCheck, securityIncidentCheck];

let registered: Promise<void> | undefined;

/** Registers every module channel and read check (once per process). */
export function registerModuleChannels(): Promise<void> {
  registered ??= registerChannels(ALL_MODULE_CHANNELS, ALL_READ_CHECKS);
  return registered;
}
