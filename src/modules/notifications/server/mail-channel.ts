/**
 * The outbox channel of the immediate notification mails ("notification_email"). The mail was
 * composed when the notification was created; before it is handed to the transport, the
 * recipient is checked again: the notification still exists, the account is active, the kind's
 * mails were not switched off since, and the recipient may still read the target (read-checks.ts).
 * Otherwise the mail is withheld: the delivery ends without sending (a retry would not change it).
 */
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "#platform/db/client.ts";
import { PermanentDeliveryError, type DeliveryChannel } from "#platform/outbox/channels.ts";
import { deliverMail } from "#platform/mail/deliver-mail.ts";
import type { MailMessage } from "#platform/mail/types.ts";
import { profiles } from "#platform/auth/tables.ts";
import { notifications as n } from "./tables.ts";
import { emailModesFor } from "./preference-queries.ts";
import { mayStillRead } from "./read-checks.ts";

export const NOTIFICATION_MAIL_KIND = "notification_email";
const REFERENCE_PREFIX = "notification:";

export const notificationReference = (notificationId: string) => `${REFERENCE_PREFIX}${notificationId}`;

/** Whether the notification's mail may still go out now. */
export async function mayStillMail(notificationId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: n.userId, kind: n.kind, targetType: n.targetType, targetId: n.targetId })
    .from(n)
    .innerJoin(profiles, and(eq(profiles.id, n.userId), isNull(profiles.deactivatedAt)))
    .where(eq(n.id, notificationId));
  if (!row) return false;
  if ((await emailModesFor(db, [row.userId], row.kind)).get(row.userId) === "off") return false;
  return mayStillRead(db, row.userId, { type: row.targetType, id: row.targetId });
}

export const notificationMailChannel: DeliveryChannel<MailMessage> = {
  kind: NOTIFICATION_MAIL_KIND,
  label: "Benachrichtigungs-E-Mail",
  async deliver(message, row) {
    const id = row.reference?.startsWith(REFERENCE_PREFIX) ? row.reference.slice(REFERENCE_PREFIX.length) : undefined;
    if (!id || !/^[0-9a-f-]{36}$/.test(id)) throw new PermanentDeliveryError(`notification_email delivery ${row.id} names no notification`);
    if (!(await mayStillMail(id))) return;
    await deliverMail(message, `outbox-${row.id}`);
  },
};
