/**
 * Full-text search over thread titles and posts (Postgres, German configuration: "Förderprogramme"
 * finds "Förderprogramm"), newest first, keyset paged, scoped in SQL to the categories the caller
 * may read: a member's search never returns, counts or hints at a board thread. Each hit carries
 * a highlighted excerpt (ts_headline) with the matches between \u0002 and \u0003, which post text
 * can never contain (post-text.ts drops control characters); the screen turns them into <mark>.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import type { AuthUser } from "../../../platform/auth/require-user.ts";
import { decodeCursor, encodeCursor } from "../../../platform/paging/keyset.ts";
import type { SearchHit, SearchPage } from "../schema.ts";
import { readableCategoryIds, rowsOf } from "./access.ts";
import { personRef } from "./people.ts";
import { uuidArray } from "./sql-arrays.ts";

const PAGE = 20;
const SORT = "search";
const HEADLINE = "StartSel=\u0002, StopSel=\u0003, MaxWords=28, MinWords=10, MaxFragments=2, FragmentDelimiter=\" … \"";

/** Words of the input as a tsquery text: all must occur, the last also as a prefix; no operators of the user's. */
export function toTsquery(input: string): string | null {
  const words = (input.normalize("NFC").toLocaleLowerCase("de-DE").match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, 40)).slice(0, 8);
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

export async function searchDiscussions(db: Db, user: Pick<AuthUser, "id" | "roles">, q: string, cursor?: string): Promise<SearchPage> {
  const tsquery = toTsquery(q);
  const categoryIds = await readableCategoryIds(db, user);
  if (!tsquery || categoryIds.length === 0) return { items: [], nextCursor: null };
  const after = cursor ? decodeCursor(SORT, cursor) : undefined;
  const seek = after ? sql`AND (p.created_at, p.id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``;
  const query = sql`to_tsquery('german', ${tsquery})`;
  // Two index-backed arms (post bodies; titles, shown as the opening post) instead of one OR
  // across two tables, which no index could answer.
  // Two index-backed arms (post bodies; titles, shown as the opening post) instead of one OR
  // across two tables, which no index could answer. The tsquery is written inline (not in a CTE)
  // so the planner estimates its matches from the statistics (a frequent word: hash join instead
  // of 40,000 index probes). The page is chosen first; headlines are computed for its rows only.
  const result = await db.execute(sql`
    WITH hits AS (
      SELECT p.id, p.created_at FROM discussion_posts p JOIN discussion_threads t ON t.id = p.thread_id
      WHERE p.search_vector @@ ${query} AND p.deleted_at IS NULL AND t.deleted_at IS NULL AND t.category_id = ANY(${uuidArray(categoryIds)}) ${seek}
      UNION
      SELECT p.id, p.created_at FROM discussion_threads t JOIN discussion_posts p ON p.thread_id = t.id AND p.post_number = 1
      WHERE t.search_vector @@ ${query} AND p.deleted_at IS NULL AND t.deleted_at IS NULL AND t.category_id = ANY(${uuidArray(categoryIds)}) ${seek}
    ),
    page AS (SELECT id FROM hits ORDER BY created_at DESC, id DESC LIMIT ${PAGE + 1})
    SELECT p.id AS "postId", p.post_number AS "postNumber", t.id AS "threadId",
      ts_headline('german', t.title, ${query}, ${HEADLINE}) AS "threadTitle", c.name AS "categoryName",
      p.author_id AS "authorId",
      (SELECT coalesce(nullif(trim(concat_ws(' ', pr.first_name, pr.last_name)), ''), split_part(pr.email, '@', 1)) FROM profiles pr WHERE pr.id = p.author_id) AS "authorName",
      p.created_at::text AS "createdAt",
      ts_headline('german', left(p.body_text, 5000), ${query}, ${HEADLINE}) AS headline
    FROM page JOIN discussion_posts p ON p.id = page.id
    JOIN discussion_threads t ON t.id = p.thread_id
    JOIN discussion_categories c ON c.id = t.category_id
    ORDER BY p.created_at DESC, p.id DESC`);
  const rows = rowsOf<HitRow>(result);
  const page = rows.slice(0, PAGE);
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
  return { items, nextCursor: rows.length > PAGE && last ? encodeCursor(SORT, { before: false, key: last.createdAt, id: last.postId }) : null };
}
