/**
 * The daily digest: for every user with notifications waiting for it (their choice for the kind
 * was "daily"), one mail with the items still unread; read ones are left out. Each user's items
 * are claimed and marked digested in the transaction that queues the mail, so a second run (or a
 * second instance) never mails an item twice. A kind switched to "off" since is left out too, and
 * so is an item whose target the user may no longer read (read-checks.ts).
 */
import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { reportError } from "#platform/error-reporting/report-error.ts";
import type { Job } from "#platform/jobs/job.ts";
import { profiles } from "#platform/auth/tables.ts";
import { enqueue, mailDelivery } from "#platform/outbox/enqueue.ts";
import { dispatchOutbox } from "#platform/outbox/dispatch.ts";
import { defaultEmailMode } from "#shared/notification-kinds.ts";
import { notificationPreferences, notifications as n } from "./tables.ts";
import { digestMail, mailOrigin, unsubscribeUrl } from "./notification-mail.ts";
import { unsubscribeToken } from "./link-token.ts";
import { mayStillRead, UnknownTargetTypeError } from "./read-checks.ts";

/** Longer digests link to the full list instead. */
export const DIGEST_MAX_ITEMS = 50;

export interface DigestSummary {
  users: number;
  mails: number;
  items: number;
}

export async function sendDigests(db: Db, now: Date): Promise<DigestSummary & { deliveryIds: string[] }> {
  const waiting = await db
    .selectDistinct({ userId: n.userId })
    .from(n)
    .where(and(eq(n.email, "daily"), isNull(n.digestedAt), lte(n.createdAt, now)));
  const summary = { users: 0, mails: 0, items: 0, deliveryIds: [] as string[] };
  const origin = mailOrigin(undefined);
  for (const { userId } of waiting) {
    await db.transaction(async (tx) => {
      // FOR UPDATE SKIP LOCKED: a second run at the same moment skips what this one is mailing.
      const rows = await tx
        .select({
          id: n.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          createdAt: n.createdAt,
          readAt: n.readAt,
          targetType: n.targetType,
          targetId: n.targetId,
        })
        .from(n)
        .where(and(eq(n.userId, userId), eq(n.email, "daily"), isNull(n.digestedAt), lte(n.createdAt, now)))
        .orderBy(asc(n.createdAt))
        .for("update", { skipLocked: true });
      if (rows.length === 0) return;
      await tx
        .update(n)
        .set({ digestedAt: now })
        .where(
          inArray(
            n.id,
            rows.map((r) => r.id),
          ),
        );
      summary.users += 1;
      const [profile] = await tx.select({ email: profiles.email, deactivatedAt: profiles.deactivatedAt }).from(profiles).where(eq(profiles.id, userId));
      if (!profile || profile.deactivatedAt) return;
      const choices = await tx
        .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      const choice = new Map(choices.map((c) => [c.kind, c.email]));
      const wanted = rows.filter((r) => r.readAt === null && (choice.get(r.kind) ?? defaultEmailMode(r.kind)) !== "off");
      const unread = await stillReadable(tx, userId, wanted);
      if (unread.length === 0) return;
      const token = await unsubscribeToken(tx, { userId, kind: "daily" });
      const items = unread.slice(-DIGEST_MAX_ITEMS).reverse();
      const ids = await enqueue(tx, [
        mailDelivery(
          digestMail(profile.email, items, origin, unsubscribeUrl(origin, token)),
          `notification-digest:${userId}:${now.toISOString().slice(0, 10)}`,
        ),
      ]);
      summary.mails += 1;
      summary.items += items.length;
      summary.deliveryIds.push(...ids);
    });
  }
  return summary;
}

/**
 * The items whose target the user may still read (one check per target). An item whose target type
 * has no registered check is left out and reported: better a missing line than a leaked title.
 */
async function stillReadable<T extends { targetType: string | null; targetId: string | null }>(tx: Tx, userId: string, items: T[]): Promise<T[]> {
  const verdicts = new Map<string, boolean>();
  const kept: T[] = [];
  for (const item of items) {
    const key = `${item.targetType}:${item.targetId}`;
    if (!verdicts.has(key)) {
      try {
        verdicts.set(key, await mayStillRead(tx, userId, { type: item.targetType, id: item.targetId }));
      } catch (error) {
        if (!(error instanceof UnknownTargetTypeError)) throw error;
        reportError(error, { task: "notifications-digest" });
        verdicts.set(key, false);
      }
    }
    if (verdicts.get(key)) kept.push(item);
  }
  return kept;
}

export const digestJob: Job = {
  name: "notifications.digest",
  title: "Tägliche Zusammenfassung der Benachrichtigungen versenden",
  schedule: { dailyAt: "07:00" },
  maxRunMinutes: 10,
  async run({ db, now, deadline }) {
    const { deliveryIds, ...summary } = await sendDigests(db, now);
    // The outbox job would send them within a minute; trying now keeps the digest on time, as far
    // as the beat's time allows (the rest stays queued for the outbox job).
    if (deliveryIds.length > 0) await dispatchOutbox({ ids: deliveryIds.slice(0, 100), deadline });
    return { ...summary };
  },
};
