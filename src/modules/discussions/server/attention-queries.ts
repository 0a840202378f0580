/**
 * For the dashboards (issue 25): the threads with posts the person has not read (threads they
 * follow with new posts, and new threads they have not opened yet), and the latest posts of others,
 * both only in categories they may read (inReadableCategory, a subquery of the same statement). The unread rule is the thread
 * list's own (toSummary); the candidates come from two small index reads: the person's read
 * positions (primary key by user) and the threads of the last NEW_THREAD_DAYS (0102 new index).
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { NEW_THREAD_DAYS, type ThreadSummary } from "../schema.ts";
import { inReadableCategory, rowsOf } from "./access.ts";
import { uuidArray } from "./sql-arrays.ts";
import { threadColumns, threadJoins, toSummary, unreadPostsOf, unreadStateColumns, type ThreadRow, type UnreadState } from "./thread-list.ts";

type Caller = Pick<AuthUser, "id" | "roles">;

/** At most this many candidate threads of each kind are weighed (the count stops there). */
const CANDIDATES = 200;

export async function unreadThreads(db: Db, user: Caller, limit = 5): Promise<{ total: number; items: ThreadSummary[] }> {
  // First only what the unread rule needs, for every candidate; the names, the first unread post
  // and the rest of the row only for the threads shown. Reading whole rows of all candidates (up
  // to 400, two name lookups and two post reads each) was most of a member's dashboard (issue 27).
  // The candidates are fetched by primary key (LATERAL ... LIMIT 1): with `t.id IN (...)` the
  // planner hashed both sides and scanned all 10,000 threads twice (issue 27: 10-11 ms of
  // Postgres per dashboard at bench scale; 5-6 ms this way, the same rows). Each branch carries
  // the thread's and the read position's columns the unread rule needs, so nothing is read twice
  // (issue 27, fourth round: reading the candidates again by primary key with their read
  // positions cost 1,800 of 3,650 buffers); a thread in both branches gives the same row, which
  // UNION keeps once.
  const candidates = rowsOf<UnreadState & { id: string }>(
    await db.execute(sql`
    WITH candidate AS (
      (SELECT rt.id, rt.highest_post_number, rt.created_at, rt.last_post_at, rt.category_id,
          r.user_id AS reader, r.last_read_post_number, r.watch_level
        FROM discussion_thread_users r
        CROSS JOIN LATERAL (SELECT rt.id, rt.highest_post_number, rt.created_at, rt.last_post_at, rt.category_id FROM discussion_threads rt
          WHERE rt.id = r.thread_id AND rt.deleted_at IS NULL LIMIT 1) rt
        WHERE r.user_id = ${user.id} AND rt.highest_post_number > r.last_read_post_number
        ORDER BY rt.last_post_at DESC LIMIT ${CANDIDATES})
      UNION
      (SELECT n.id, n.highest_post_number, n.created_at, n.last_post_at, n.category_id,
          r.user_id, r.last_read_post_number, r.watch_level
        FROM discussion_threads n
        LEFT JOIN discussion_thread_users r ON r.thread_id = n.id AND r.user_id = ${user.id}
        WHERE n.deleted_at IS NULL AND n.created_at > now() - make_interval(days => ${NEW_THREAD_DAYS})
        ORDER BY n.created_at DESC LIMIT ${CANDIDATES}))
    SELECT t.id, ${unreadStateColumns}
    FROM candidate c
      CROSS JOIN LATERAL (SELECT c.id, c.highest_post_number, c.created_at, c.last_post_at, c.category_id) t
      CROSS JOIN LATERAL (SELECT c.reader AS user_id, c.last_read_post_number, c.watch_level) tu
      LEFT JOIN discussion_category_users cu ON cu.category_id = t.category_id AND cu.user_id = ${user.id}
    WHERE ${inReadableCategory(user, sql`t.category_id`)}
    ORDER BY t.last_post_at DESC, t.id DESC`),
  );
  const unread = candidates.filter((t) => unreadPostsOf(t) > 0);
  const shown = unread.slice(0, limit).map((t) => t.id);
  if (shown.length === 0) return { total: unread.length, items: [] };
  const rows = rowsOf<ThreadRow>(
    await db.execute(
      sql`SELECT ${threadColumns(user.id)} ${threadJoins(user.id)} WHERE t.id = ANY(${uuidArray(shown)}) ORDER BY t.last_post_at DESC, t.id DESC`,
    ),
  );
  return { total: unread.length, items: rows.map(toSummary).filter((t) => t.unreadPosts > 0) };
}

export interface RecentPost {
  threadId: string;
  title: string;
  categoryName: string;
  postNumber: number;
  postedAt: string;
  authorName: string | null;
}

/** The threads where someone else posted last, newest first (index of threads by activity). */
export async function recentPostsByOthers(db: Db, user: Caller, limit = 5): Promise<RecentPost[]> {
  const result = await db.execute(sql`
    SELECT t.id::text AS "threadId", t.title, c.name AS "categoryName", t.highest_post_number AS "postNumber", t.last_post_at AS "postedAt",
      (SELECT coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), split_part(p.email, '@', 1)) FROM profiles p WHERE p.id = t.last_poster_id) AS "authorName"
    FROM discussion_threads t JOIN discussion_categories c ON c.id = t.category_id
    WHERE t.deleted_at IS NULL AND ${inReadableCategory(user, sql`t.category_id`)} AND t.last_poster_id IS DISTINCT FROM ${user.id}
    ORDER BY t.last_post_at DESC, t.id DESC LIMIT ${limit}`);
  return rowsOf<RecentPost>(result).map((r) => ({ ...r, postedAt: new Date(r.postedAt).toISOString() }));
}
