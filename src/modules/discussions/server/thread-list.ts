/**
 * Thread lists and the caller's state per thread: newest activity first (pinned threads of a
 * category on top of its first page), keyset paged by (last_post_at, id) over a partial index, and
 * scoped in SQL to the categories the caller may read. Unread counts come from the thread's
 * highest post number and the caller's read position, less the soft-deleted posts after it (a
 * partial index of deleted posts only, 0104); the first unread post is the first one not deleted.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { decodeCursor, encodeCursor } from "#platform/paging/keyset.ts";
import { NEW_THREAD_DAYS, type ThreadListQuery, type ThreadPage, type ThreadSummary, type WatchLevel } from "../schema.ts";
import { readableCategoryIds, requireReadableCategory, rowsOf } from "./access.ts";
import { personRef } from "./people.ts";
import { uuidArray } from "./sql-arrays.ts";

type Caller = Pick<AuthUser, "id" | "roles">;
const SORT = "activity";

export interface ThreadRow {
  id: string;
  categoryId: string;
  categoryName: string;
  title: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
  postCount: number;
  lastPostAt: string;
  lastPosterId: string | null;
  lastPosterName: string | null;
  pinned: boolean;
  closed: boolean;
  highest: number;
  lastRead: number | null;
  threadWatch: WatchLevel | null;
  categoryWatch: WatchLevel | null;
  isNew: boolean;
  /** Soft-deleted posts after the caller's read position (0 when nothing is unread). */
  deletedUnread: number;
  /** The first post after the read position that is not deleted (null when nothing is unread). */
  firstUnread: number | null;
  version: number;
}

/** The columns of a thread row as the caller sees it (aliases t, c, tu, cu). */
export function threadColumns(_userId: string): SQL {
  return sql`t.id, t.category_id AS "categoryId", c.name AS "categoryName", t.title, t.author_id AS "authorId",
    (SELECT coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), split_part(p.email, '@', 1)) FROM profiles p WHERE p.id = t.author_id) AS "authorName",
    t.created_at::text AS "createdAt", t.post_count AS "postCount", t.last_post_at::text AS "lastPostAt", t.last_poster_id AS "lastPosterId",
    (SELECT coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), split_part(p.email, '@', 1)) FROM profiles p WHERE p.id = t.last_poster_id) AS "lastPosterName",
    t.pinned_at IS NOT NULL AS pinned, t.closed_at IS NOT NULL AS closed, t.highest_post_number AS highest, t.version,
    tu.last_read_post_number AS "lastRead", tu.watch_level AS "threadWatch", cu.watch_level AS "categoryWatch",
    (tu.user_id IS NULL AND t.created_at > now() - make_interval(days => ${NEW_THREAD_DAYS}) AND t.created_at > coalesce(cu.dismissed_at, '-infinity')) AS "isNew",
    CASE WHEN t.highest_post_number > coalesce(tu.last_read_post_number, 0) THEN ${deletedAfter(sql`coalesce(tu.last_read_post_number, 0)`)} ELSE 0 END AS "deletedUnread",
    CASE WHEN t.highest_post_number > coalesce(tu.last_read_post_number, 0) THEN
      (SELECT min(fp.post_number) FROM discussion_posts fp WHERE fp.thread_id = t.id AND fp.post_number > coalesce(tu.last_read_post_number, 0) AND fp.deleted_at IS NULL)
    END AS "firstUnread"`;
}

/** SQL over a thread row `t`: how many of its posts after `position` are soft-deleted (index 0104). */
export function deletedAfter(position: SQL): SQL {
  return sql`(SELECT count(*)::int FROM discussion_posts dp WHERE dp.thread_id = t.id AND dp.deleted_at IS NOT NULL AND dp.post_number > ${position})`;
}

export function threadJoins(userId: string): SQL {
  return sql`FROM discussion_threads t
    JOIN discussion_categories c ON c.id = t.category_id
    LEFT JOIN discussion_thread_users tu ON tu.thread_id = t.id AND tu.user_id = ${userId}
    LEFT JOIN discussion_category_users cu ON cu.category_id = t.category_id AND cu.user_id = ${userId}`;
}

/** The parts of a thread row the unread count depends on. */
export type UnreadState = Pick<ThreadRow, "threadWatch" | "categoryWatch" | "deletedUnread" | "isNew" | "highest" | "lastRead">;

/** SQL of the UnreadState columns (aliases t, tu, cu as in threadJoins), for reads that weigh many threads. */
export const unreadStateColumns = sql`t.highest_post_number AS highest, tu.last_read_post_number AS "lastRead", tu.watch_level AS "threadWatch", cu.watch_level AS "categoryWatch",
    (tu.user_id IS NULL AND t.created_at > now() - make_interval(days => ${NEW_THREAD_DAYS}) AND t.created_at > coalesce(cu.dismissed_at, '-infinity')) AS "isNew",
    CASE WHEN t.highest_post_number > coalesce(tu.last_read_post_number, 0) THEN ${deletedAfter(sql`coalesce(tu.last_read_post_number, 0)`)} ELSE 0 END AS "deletedUnread"`;

/** How many posts of a thread the caller has not read: none in a muted thread, all of a new one. */
export function unreadPostsOf(row: UnreadState): number {
  const watchLevel: WatchLevel = row.threadWatch ?? row.categoryWatch ?? "normal";
  const deleted = Number(row.deletedUnread ?? 0);
  return watchLevel === "muted"
    ? 0
    : row.isNew
      ? Math.max(0, row.highest - deleted)
      : row.lastRead !== null
        ? Math.max(0, row.highest - row.lastRead - deleted)
        : 0;
}

export function toSummary(row: ThreadRow): ThreadSummary {
  const watchLevel: WatchLevel = row.threadWatch ?? row.categoryWatch ?? "normal";
  const unread = unreadPostsOf(row);
  return {
    id: row.id,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    title: row.title,
    author: personRef(row.authorId, row.authorName),
    createdAt: new Date(row.createdAt).toISOString(),
    postCount: row.postCount,
    lastPostAt: new Date(row.lastPostAt).toISOString(),
    lastPoster: personRef(row.lastPosterId, row.lastPosterName),
    pinned: row.pinned,
    closed: row.closed,
    isNew: row.isNew && watchLevel !== "muted",
    unreadPosts: unread,
    firstUnreadPostNumber: unread > 0 ? (row.firstUnread ?? (row.lastRead ?? 0) + 1) : null,
    watchLevel,
  };
}

export async function listThreads(db: Db, user: Caller, query: ThreadListQuery): Promise<ThreadPage> {
  let categoryIds: string[];
  if (query.categoryId) {
    await requireReadableCategory(db, user, query.categoryId);
    categoryIds = [query.categoryId];
  } else {
    categoryIds = await readableCategoryIds(db, user);
  }
  if (categoryIds.length === 0) return { pinned: [], items: [], nextCursor: null };
  const inCategories = sql`t.category_id = ANY(${uuidArray(categoryIds)})`;
  const pinnedApart = Boolean(query.categoryId);
  let pinned: ThreadSummary[] = [];
  if (pinnedApart && !query.cursor) {
    const result = await db.execute(
      sql`SELECT ${threadColumns(user.id)} ${threadJoins(user.id)} WHERE t.deleted_at IS NULL AND t.pinned_at IS NOT NULL AND ${inCategories} ORDER BY t.pinned_at DESC LIMIT 20`,
    );
    pinned = rowsOf<ThreadRow>(result).map(toSummary);
  }
  const after = query.cursor ? decodeCursor(SORT, query.cursor) : undefined;
  const seek = after ? sql`AND (t.last_post_at, t.id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``;
  const notPinned = pinnedApart ? sql`AND t.pinned_at IS NULL` : sql``;
  const result = await db.execute(sql`
    SELECT ${threadColumns(user.id)} ${threadJoins(user.id)}
    WHERE t.deleted_at IS NULL AND ${inCategories} ${notPinned} ${seek}
    ORDER BY t.last_post_at DESC, t.id DESC
    LIMIT ${query.pageSize + 1}`);
  const rows = rowsOf<ThreadRow>(result);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    pinned,
    items: page.map(toSummary),
    nextCursor: rows.length > query.pageSize && last ? encodeCursor(SORT, { before: false, key: last.lastPostAt, id: last.id }) : null,
  };
}

/** One thread as the caller sees it, or undefined when it is gone or in a category they may not read. */
export async function loadThreadRow(db: Pick<Db, "execute">, user: Caller, threadId: string, categoryIds: string[]): Promise<ThreadRow | undefined> {
  if (categoryIds.length === 0) return undefined;
  const result = await db.execute(
    sql`SELECT ${threadColumns(user.id)} ${threadJoins(user.id)} WHERE t.id = ${threadId} AND t.deleted_at IS NULL AND t.category_id = ANY(${uuidArray(categoryIds)})`,
  );
  return rowsOf<ThreadRow>(result)[0];
}
