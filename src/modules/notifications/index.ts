/**
 * The notification service every module uses (see server/notify.ts), its daily digest job, the
 * channel of its immediate mails, and the registry of read checks that run again when a mail goes
 * out (a module registers the check of its target type through the composition root), and the
 * withdrawal of notifications whose target someone may no longer see.
 */
export { notify, type NotificationInput, type NotifyResult } from "./server/notify.ts";
export { digestJob } from "./server/digest.ts";
export { notificationMailChannel } from "./server/mail-channel.ts";
export { registerNotificationReadCheck, type NotificationReadCheck, type NotificationTarget } from "./server/read-checks.ts";
export { withdrawNotifications, type WithdrawInput } from "./server/withdraw.ts";
export { unreadNotificationsOf, type UnreadNotification } from "./server/attention-queries.ts";
