/** Unread notifications of some kinds (the dashboards' mentions, issue 25), newest first (partial unread index). */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { NotificationKind } from "#shared/notification-kinds.ts";
import { notifications } from "./tables.ts";

export interface UnreadNotification {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string;
  createdAt: string;
}

export async function unreadNotificationsOf(
  db: Pick<Db, "select">,
  userId: string,
  kinds: readonly NotificationKind[],
  limit = 5,
): Promise<{ total: number; items: UnreadNotification[] }> {
  const where = and(eq(notifications.userId, userId), isNull(notifications.readAt), inArray(notifications.kind, [...kinds]));
  // The count of all matches rides on the page: one statement, not a count and a page (issue 27).
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      createdAt: notifications.createdAt,
      total: sql<number>`(count(*) OVER ())::int`,
    })
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return { total: rows[0]?.total ?? 0, items: rows.map(({ total: _total, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
