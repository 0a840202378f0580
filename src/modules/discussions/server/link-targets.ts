/**
 * Threads as link targets of other modules (a task links a discussion): one by id, or a few found
 * by title, only live threads in categories the caller may read (readableCategoryIds, the same
 * scope as every list and search of the discussions).
 */
import { sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { Role } from "#shared/roles.ts";
import { readableCategoryIds, rowsOf } from "./access.ts";
import { toTsquery } from "./search.ts";
import { uuidArray } from "./sql-arrays.ts";
import { loadThreadRow } from "./thread-list.ts";

type Caller = { id: string; roles: readonly Role[] };
const asUser = (caller: Caller) => ({ id: caller.id, roles: [...caller.roles] });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ThreadRef {
  id: string;
  title: string;
  categoryName: string;
}

/** The thread if it is not deleted and the caller may read its category; else null. */
export async function readableThreadRef(db: Db, user: Caller, threadId: string): Promise<ThreadRef | null> {
  if (!UUID.test(threadId)) return null;
  const row = await loadThreadRow(db, asUser(user), threadId, await readableCategoryIds(db, asUser(user)));
  return row ? { id: row.id, title: row.title, categoryName: row.categoryName } : null;
}

/** Up to `limit` readable threads whose title matches `q` (words or a part of it), latest activity first. */
export async function findReadableThreads(db: Db, user: Caller, q: string, limit = 10): Promise<ThreadRef[]> {
  const categoryIds = await readableCategoryIds(db, asUser(user));
  if (categoryIds.length === 0) return [];
  const text = q.trim().toLocaleLowerCase("de-DE");
  const tsquery = toTsquery(text);
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = text ? sql`AND (lower(t.title) LIKE ${pattern}${tsquery ? sql` OR t.search_vector @@ to_tsquery('german', ${tsquery})` : sql``})` : sql``;
  const result = await db.execute(sql`
    SELECT t.id::text AS id, t.title, c.name AS "categoryName"
    FROM discussion_threads t JOIN discussion_categories c ON c.id = t.category_id
    WHERE t.deleted_at IS NULL AND t.category_id = ANY(${uuidArray(categoryIds)}) ${match}
    ORDER BY t.last_post_at DESC, t.id DESC LIMIT ${limit}`);
  return rowsOf<ThreadRef>(result);
}
