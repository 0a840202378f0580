/**
 * A user's notifications: the list (unread or read, newest first, keyset paging) and the badge
 * summary (marking read: inbox-commands.ts). Every query is scoped to the caller: another user's notification
 * is "not found", whoever asks.
 */
import { and, count, desc, eq, isNotNull, isNull, lt, max, or, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import type { NotificationItem, NotificationListQuery, NotificationPage, NotificationSummary } from "../schema.ts";
import { profiles } from "#platform/auth/tables.ts";
import { notifications as n } from "./tables.ts";

const invalidCursor = () => new HttpError(400, "invalid_input", "Ungültige Eingaben", ["cursor: Seitenmarke ist ungültig"]);

function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
}

function decodeCursor(text: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      typeof value[1] === "string" &&
      !Number.isNaN(Date.parse(value[0])) &&
      /^[0-9a-f-]{36}$/.test(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // fall through
  }
  throw invalidCursor();
}

export async function listNotifications(db: Db, userId: string, query: NotificationListQuery): Promise<NotificationPage> {
  const filters = [eq(n.userId, userId), query.status === "unread" ? isNull(n.readAt) : isNotNull(n.readAt)];
  if (query.cursor) {
    const [createdAt, id] = decodeCursor(query.cursor);
    filters.push(or(lt(n.createdAt, sql`${createdAt}::timestamptz`), and(eq(n.createdAt, sql`${createdAt}::timestamptz`), lt(n.id, id)))!);
  }
  const rows = await db
    .select({
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      link: n.link,
      createdAt: sql<string>`${n.createdAt}::text`,
      readAt: n.readAt,
      actorName: sql<string | null>`nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), '')`,
    })
    .from(n)
    .leftJoin(profiles, eq(profiles.id, n.actorId))
    .where(and(...filters))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  const items: NotificationItem[] = page.map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    readAt: r.readAt ? new Date(r.readAt).toISOString() : null,
  }));
  return { items, nextCursor: rows.length > query.pageSize && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** The badge: the unread count and a stamp that changes with every arrival or read. */
export async function notificationSummary(db: Db, userId: string): Promise<NotificationSummary> {
  const [row] = await db
    .select({ unread: count(), newest: max(n.createdAt) })
    .from(n)
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
  const unread = Number(row?.unread ?? 0);
  const newest = row?.newest ? new Date(row.newest).getTime() : 0;
  return { unread, stamp: `${unread}-${newest}` };
}
