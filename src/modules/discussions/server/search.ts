/**
 * Full-text search over thread titles and posts (Postgres, German configuration: "Förderprogramme"
 * finds "Förderprogramm"), newest first, keyset paged, scoped in SQL to the categories the caller
 * may read: a member's search never returns, counts or hints at a board thread. Each hit carries
 * a highlighted excerpt (ts_headline) with the matches between \u0002 and \u0003, which post text
 * can never contain (post-text.ts drops control characters); the screen turns them into <mark>.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { decodeCursor, encodeCursor, type Cursor } from "#platform/paging/keyset.ts";
import { SEARCH_WINDOW, windowedSearch } from "#platform/paging/windowed-search.ts";
import type { SearchHit, SearchPage } from "../schema.ts";
import { readableCategoryIds, rowsOf } from "./access.ts";
import { personRef } from "./people.ts";
import { uuidArray } from "./sql-arrays.ts";

const PAGE = 20;
const SORT = "search";
const HEADLINE = 'StartSel=\u0002, StopSel=\u0003, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "';

/** Words of the input as a tsquery text: all must occur, the last also as a prefix; no operators of the user's. */
export function toTsquery(input: string): string | null {
  const words = (
    input
      .normalize("NFC")
      .toLocaleLowerCase("de-DE")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .map((w) => w.slice(0, 40))
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
}

interface HitRow {
  postId: string;
  postNumber: number;
  threadId: string;
  threadTitle: string;
  categoryName: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
  headline: string;
}

/** `window`: the rows walked in order before the text indexes take over (smaller in tests). */
export async function searchDiscussions(db: Db, user: Pick<AuthUser, "id" | "roles">, q: string, cursor?: string, window = SEARCH_WINDOW): Promise<SearchPage> {
  const tsquery = toTsquery(q);
  const categoryIds = await readableCategoryIds(db, user);
  if (!tsquery || categoryIds.length === 0) return { items: [], nextCursor: null };
  const after = cursor ? decodeCursor(SORT, cursor) : undefined;
  const seekFrom = (from: Cursor | undefined) => (from ? sql`AND (p.created_at, p.id) < (${from.key}::timestamptz, ${from.id}::uuid)` : sql``);
  const query = sql`to_tsquery('german', ${tsquery})`;
  const readable = sql`t.deleted_at IS NULL AND t.category_id = ANY(${uuidArray(categoryIds)})`;
  // Newest first without sorting every match (platform/paging/windowed-search.ts): a word in a
  // fifth of all posts finds its page among the newest hundred posts; a rarer one goes on with the
  // text indexes after the window.
  const hits = await windowedSearch<{ id: string; created_at: string }>({
    limit: PAGE + 1,
    inWindow: async () =>
      rowsOf(
        await db.execute(sql`
          SELECT w.id, w.created_at::text AS created_at
          FROM (SELECT p.id, p.created_at, p.thread_id, p.post_number, p.search_vector FROM discussion_posts p
                WHERE p.deleted_at IS NULL ${seekFrom(after)} ORDER BY p.created_at DESC, p.id DESC LIMIT ${window}) w
          JOIN discussion_threads t ON t.id = w.thread_id
          WHERE ${readable} AND (w.search_vector @@ ${query} OR (w.post_number = 1 AND t.search_vector @@ ${query}))
          ORDER BY w.created_at DESC, w.id DESC LIMIT ${PAGE + 1}`),
      ),
    windowEnd: async () => {
      const [edge] = rowsOf<{ id: string; created_at: string }>(
        await db.execute(sql`SELECT p.id, p.created_at::text AS created_at FROM discussion_posts p WHERE p.deleted_at IS NULL ${seekFrom(after)}
          ORDER BY p.created_at DESC, p.id DESC OFFSET ${window - 1} LIMIT 1`),
      );
      return edge ? { before: false, key: edge.created_at, id: edge.id } : null;
    },
    // Two index-backed arms (post bodies; titles, shown as the opening post) instead of one OR
    // across two tables, which no index could answer. The tsquery is written inline (not in a
    // CTE) so the planner estimates its matches from the statistics.
    after: async (edge, limit) =>
      rowsOf(
        await db.execute(sql`
          WITH hits AS (
            SELECT p.id, p.created_at FROM discussion_posts p JOIN discussion_threads t ON t.id = p.thread_id
            WHERE p.search_vector @@ ${query} AND p.deleted_at IS NULL AND ${readable} ${seekFrom(edge)}
            UNION
            SELECT p.id, p.created_at FROM discussion_threads t JOIN discussion_posts p ON p.thread_id = t.id AND p.post_number = 1
            WHERE t.search_vector @@ ${query} AND p.deleted_at IS NULL AND ${readable} ${seekFrom(edge)}
          )
          SELECT id, created_at::text AS created_at FROM hits ORDER BY created_at DESC, id DESC LIMIT ${limit}`),
      ),
  });
  if (hits.length === 0) return { items: [], nextCursor: null };
  // Headlines for the page's rows only.
  const result = await db.execute(sql`
    SELECT p.id AS "postId", p.post_number AS "postNumber", t.id AS "threadId",
      ts_headline('german', t.title, ${query}, ${HEADLINE}) AS "threadTitle", c.name AS "categoryName",
      p.author_id AS "authorId",
      (SELECT coalesce(nullif(trim(concat_ws(' ', pr.first_name, pr.last_name)), ''), split_part(pr.email, '@', 1)) FROM profiles pr WHERE pr.id = p.author_id) AS "authorName",
      p.created_at::text AS "createdAt",
      ts_headline('german', left(p.body_text, 5000), ${query}, ${HEADLINE}) AS headline
    FROM discussion_posts p
    JOIN discussion_threads t ON t.id = p.thread_id
    JOIN discussion_categories c ON c.id = t.category_id
    WHERE p.id = ANY(${uuidArray(hits.slice(0, PAGE).map((h) => h.id))})
    ORDER BY p.created_at DESC, p.id DESC`);
  const more = hits.length > PAGE;
  const page = rowsOf<HitRow>(result);
  const last = page.at(-1);
  const items: SearchHit[] = page.map((r) => ({
    threadId: r.threadId,
    threadTitle: r.threadTitle,
    categoryName: r.categoryName,
    postId: r.postId,
    postNumber: r.postNumber,
    author: personRef(r.authorId, r.authorName),
    createdAt: new Date(r.createdAt).toISOString(),
    headline: r.headline,
  }));
  return { items, nextCursor: more && last ? encodeCursor(SORT, { before: false, key: last.createdAt, id: last.postId }) : null };
}
