/**
 * Whom a new thread or reply concerns, sent through the one notification service:
 *   - mentioned people: "discussions.mention" (unless they muted the thread or its category),
 *   - watchers of the thread (or of its category, unless the thread is set otherwise):
 *     "discussions.reply",
 *   - watchers of the category: "discussions.new_thread".
 * Everyone is filtered by notify() with readersOf(category), so nobody hears of a thread they may
 * not read; each notification names its post as target, and postReadCheck runs again when its
 * mail goes out (immediately or in the digest): a post deleted, or a thread deleted or moved out
 * of the recipient's reach in the meantime, is not mailed. The actor never hears of their own
 * post. Each person gets one notification per post (a mention wins over the watcher's reply notice).
 */
import { sql } from "drizzle-orm";
import type { Tx } from "#platform/db/client.ts";
import { notify, withdrawNotifications, type NotificationReadCheck } from "#modules/notifications/index.ts";
import { readersOf, rowsOf } from "./access.ts";
import { excerpt } from "./post-text.ts";
import { textArray } from "./sql-arrays.ts";

export interface PostEvent {
  threadId: string;
  threadTitle: string;
  categoryId: string;
  categoryName: string;
  postId: string;
  postNumber: number;
  text: string;
  actorId: string;
  actorName: string;
  mentionIds: readonly string[];
  isNewThread: boolean;
}

/** The read check of a notification about a post (registered by the composition root). */
export const postReadCheck: NotificationReadCheck = {
  type: "discussions.post",
  async canRead(tx, userIds, postId) {
    if (userIds.length === 0 || !/^[0-9a-f-]{36}$/.test(postId)) return [];
    const result = await tx.execute(sql`
      SELECT t.category_id AS "categoryId" FROM discussion_posts p JOIN discussion_threads t ON t.id = p.thread_id
      WHERE p.id = ${postId}::uuid AND p.deleted_at IS NULL AND t.deleted_at IS NULL`);
    const row = rowsOf<{ categoryId: string }>(result)[0];
    return row ? readersOf(row.categoryId)(tx, userIds) : [];
  },
};

/**
 * After a thread moved, or a post or thread was deleted: the notifications about its posts go
 * from everyone who may no longer read them (a move keeps the new category's readers; a deletion
 * keeps nobody's), so their list, badge and mails never show its title or excerpt again.
 */
export async function withdrawPostNotifications(tx: Tx, where: { threadId: string } | { postId: string }, keepReadersOf?: string): Promise<number> {
  const ids =
    "postId" in where
      ? [where.postId]
      : rowsOf<{ id: string }>(await tx.execute(sql`SELECT id::text AS id FROM discussion_posts WHERE thread_id = ${where.threadId}`)).map((r) => r.id);
  return withdrawNotifications(tx, { type: postReadCheck.type, ids, ...(keepReadersOf ? { keep: readersOf(keepReadersOf) } : {}) });
}

const targetOf = (event: Pick<PostEvent, "postId">) => ({ type: postReadCheck.type, id: event.postId });

const linkTo = (event: Pick<PostEvent, "threadId" | "postNumber">) => `/backend/discussions/${event.threadId}#beitrag-${event.postNumber}`;

/** Of the mentioned users, those who did not mute the thread or its category. */
async function notMuted(tx: Tx, threadId: string, categoryId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const result = await tx.execute(sql`
    SELECT u.id FROM unnest(${textArray(userIds)}) AS u(id)
    LEFT JOIN discussion_thread_users tu ON tu.thread_id = ${threadId} AND tu.user_id = u.id
    LEFT JOIN discussion_category_users cu ON cu.category_id = ${categoryId} AND cu.user_id = u.id
    WHERE coalesce(tu.watch_level, cu.watch_level, 'normal') <> 'muted'`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

async function threadWatchers(tx: Tx, threadId: string, categoryId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    SELECT tu.user_id AS id FROM discussion_thread_users tu WHERE tu.thread_id = ${threadId} AND tu.watch_level = 'watching'
    UNION
    SELECT cu.user_id FROM discussion_category_users cu
    WHERE cu.category_id = ${categoryId} AND cu.watch_level = 'watching'
      AND NOT EXISTS (SELECT 1 FROM discussion_thread_users tu WHERE tu.thread_id = ${threadId} AND tu.user_id = cu.user_id AND tu.watch_level IS NOT NULL)`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

async function categoryWatchers(tx: Tx, categoryId: string): Promise<string[]> {
  const result = await tx.execute(sql`SELECT user_id AS id FROM discussion_category_users WHERE category_id = ${categoryId} AND watch_level = 'watching'`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** Sends the notifications of a new post; returns the outbox deliveries (immediate mails). */
export async function announcePost(tx: Tx, event: PostEvent): Promise<string[]> {
  const canRead = readersOf(event.categoryId);
  const body = excerpt(event.text);
  const link = linkTo(event);
  const deliveryIds: string[] = [];
  const mentioned = await notMuted(tx, event.threadId, event.categoryId, event.mentionIds);
  const mention = await notify(tx, {
    recipients: mentioned,
    kind: "discussions.mention",
    title: `${event.actorName} hat Sie erwähnt: ${event.threadTitle}`,
    body,
    link,
    actorId: event.actorId,
    canRead,
    target: targetOf(event),
    dedupeKey: `discussions.mention:${event.postId}`,
  });
  deliveryIds.push(...mention.deliveryIds);
  const told = new Set(mentioned);
  const watchers = (event.isNewThread ? await categoryWatchers(tx, event.categoryId) : await threadWatchers(tx, event.threadId, event.categoryId)).filter(
    (id) => !told.has(id),
  );
  const watched = await notify(tx, {
    recipients: watchers,
    kind: event.isNewThread ? "discussions.new_thread" : "discussions.reply",
    title: event.isNewThread ? `Neues Thema in ${event.categoryName}: ${event.threadTitle}` : `${event.actorName} hat geantwortet: ${event.threadTitle}`,
    body,
    link,
    actorId: event.actorId,
    canRead,
    target: targetOf(event),
    dedupeKey: event.isNewThread ? `discussions.new_thread:${event.threadId}` : `discussions.reply:${event.postId}`,
  });
  deliveryIds.push(...watched.deliveryIds);
  return deliveryIds;
}

/** After an edit: only people newly mentioned hear of it (dedupe keeps the others quiet). */
export async function announceEditMentions(tx: Tx, event: PostEvent): Promise<string[]> {
  const mentioned = await notMuted(tx, event.threadId, event.categoryId, event.mentionIds);
  const { deliveryIds } = await notify(tx, {
    recipients: mentioned,
    kind: "discussions.mention",
    title: `${event.actorName} hat Sie erwähnt: ${event.threadTitle}`,
    body: excerpt(event.text),
    link: linkTo(event),
    actorId: event.actorId,
    canRead: readersOf(event.categoryId),
    target: targetOf(event),
    dedupeKey: `discussions.mention:${event.postId}`,
  });
  return deliveryIds;
}
