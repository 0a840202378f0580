/**
 * The one notification service (issue 11). Any module calls notify() inside the transaction of the
 * change it announces, so a notification exists exactly when its cause does:
 *
 *   const { deliveryIds } = await notify(tx, {
 *     recipients: [assigneeId], kind: "tasks.assigned", title: "Neue Aufgabe: Jahresbericht",
 *     link: "/backend/todos?task=…", actorId: user.id,
 *     canRead: (tx, ids) => usersWhoMayReadProject(tx, projectId, ids),
 *   });
 *   deliverAfterResponse(deliveryIds);   // the route scope's helper; mails go through the outbox
 *
 * Recipients are filtered at delivery time: duplicates, the actor, deactivated accounts, accounts
 * waiting for approval and everyone canRead refuses are dropped, so nobody is told about something
 * they may not see. dedupeKey keeps at most one notification per user and key.
 *
 * E-mail follows each recipient's choice for the kind (preferences.ts): "immediate" queues a mail
 * in the outbox in the same transaction (its id is in deliveryIds), "daily" leaves the item to the
 * digest job, "off" sends nothing.
 */
import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "#platform/db/client.ts";
import { profiles } from "#platform/auth/tables.ts";
import { enqueue, mailDelivery } from "#platform/outbox/enqueue.ts";
import { registerDeliveryChannel } from "#platform/outbox/channels.ts";
import { currentRequest } from "#platform/http/request-context.ts";
import type { NotificationKind } from "#shared/notification-kinds.ts";
import { notifications } from "./tables.ts";
import { emailModesFor } from "./preference-queries.ts";
import { immediateMail, mailOrigin, unsubscribeUrl } from "./notification-mail.ts";
import { unsubscribeToken } from "./link-token.ts";
import { readCheckFor, type NotificationTarget } from "./read-checks.ts";
import { NOTIFICATION_MAIL_KIND, notificationMailChannel, notificationReference } from "./mail-channel.ts";

// Whoever can queue a notification mail can deliver it (the composition root registers it too).
registerDeliveryChannel(notificationMailChannel);

export interface NotificationInput {
  recipients: readonly string[];
  kind: NotificationKind;
  /** Plain text, German; rendered as text, never as HTML. */
  title: string;
  body?: string | null;
  /** A path inside the site, e.g. /backend/discussions/<id>#beitrag-12. */
  link: string;
  /** Who caused it; never notified about their own action. */
  actorId?: string | null;
  /** Of the given user ids, those who may read the target now. */
  canRead?: (tx: Tx, userIds: string[]) => Promise<string[]>;
  /** At most one notification per user with this key (e.g. "task-reminder:<id>:2026-11-24"). */
  dedupeKey?: string;
  /**
   * What it is about, for the read check at delivery time (read-checks.ts): its mail (immediate
   * or digest) goes out only if the recipient may still read the target then. Without canRead,
   * the target type's registered check also decides now.
   */
  target?: NotificationTarget;
}

export interface NotifyResult {
  notificationIds: string[];
  /** Outbox deliveries (e-mails) to try after the response. */
  deliveryIds: string[];
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export async function notify(tx: Tx, input: NotificationInput): Promise<NotifyResult> {
  if (!input.link.startsWith("/") || input.link.startsWith("//")) throw new Error(`notify: link must be a site path, got ${input.link}`);
  let candidates = [...new Set(input.recipients)].filter((id) => id && id !== input.actorId);
  if (candidates.length === 0) return { notificationIds: [], deliveryIds: [] };
  // Active, approved accounts only (an account without role or member company waits for approval).
  const active = await tx
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(
      and(
        inArray(profiles.id, candidates),
        isNull(profiles.deactivatedAt),
        sql`(${profiles.organizationId} IS NOT NULL OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${profiles.id}))`,
      ),
    );
  const emails = new Map(active.map((r) => [r.id, r.email]));
  candidates = active.map((r) => r.id);
  const target = input.target;
  const canRead = input.canRead ?? (target ? (reader: Tx, ids: string[]) => readCheckFor(target.type).canRead(reader, ids, target.id) : undefined);
  if (canRead && candidates.length > 0) candidates = await canRead(tx, candidates);
  if (candidates.length === 0) return { notificationIds: [], deliveryIds: [] };
  const modes = await emailModesFor(tx, candidates, input.kind);
  const rows = await tx
    .insert(notifications)
    .values(
      candidates.map((userId) => ({
        userId,
        kind: input.kind,
        title: clip(input.title, 300),
        body: input.body ? clip(input.body, 2000) : null,
        link: input.link,
        actorId: input.actorId ?? null,
        dedupeKey: input.dedupeKey ?? null,
        email: modes.get(userId) ?? "daily",
        targetType: target?.type ?? null,
        targetId: target?.id ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      body: notifications.body,
      createdAt: notifications.createdAt,
    });
  const origin = mailOrigin(currentRequest()?.origin);
  const mails = [];
  for (const row of rows) {
    const to = emails.get(row.userId);
    if (!to || modes.get(row.userId) !== "immediate") continue;
    const token = await unsubscribeToken(tx, { userId: row.userId, kind: input.kind });
    // Its own channel: the recipient's access is checked again when it is sent (mail-channel.ts).
    const mail = mailDelivery(
      immediateMail(
        to,
        { kind: input.kind, title: row.title, body: row.body, link: input.link, createdAt: row.createdAt },
        origin,
        unsubscribeUrl(origin, token),
      ),
      notificationReference(row.id),
    );
    mails.push({ ...mail, kind: NOTIFICATION_MAIL_KIND });
  }
  const deliveryIds = await enqueue(tx, mails);
  return { notificationIds: rows.map((r) => r.id), deliveryIds };
}
