/** The notification service every module uses (see server/notify.ts), and its daily digest job. */
export { notify, type NotificationInput, type NotifyResult } from "./server/notify.ts";
export { digestJob } from "./server/digest.ts";
