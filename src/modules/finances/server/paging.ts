/**
 * The keyset page of a finance list (src/platform/paging/keyset.ts): one query for the rows and
 * the total; with a cursor it continues after (or before) that row instead of skipping rows.
 */
import { decodeCursor, pageWithCursors, type Cursor } from "#platform/paging/keyset.ts";
import type { Page } from "#shared/schemas/list-query.ts";
import type { FinanceListQuery } from "../schema.ts";

export type PageRequest = { cursor: Cursor | undefined; limit: number; offset: number };

export function pageRequest(query: FinanceListQuery, sortName: string): PageRequest {
  const cursor = query.cursor ? decodeCursor(sortName, query.cursor) : undefined;
  return { cursor, limit: query.pageSize, offset: cursor ? 0 : (query.page - 1) * query.pageSize };
}

/** Rows as the page query returned them (reversed order when walking backwards) → the page. */
export async function toPage<T extends { sortKey: string | null; tieId: string; total: number }>(
  query: FinanceListQuery,
  sortName: string,
  request: PageRequest,
  rows: T[],
  countAll: () => Promise<number>,
): Promise<Page<Omit<T, "sortKey" | "tieId" | "total">>> {
  const total = rows[0]?.total ?? (await countAll());
  if (request.cursor?.before) rows.reverse();
  const { items, nextCursor, prevCursor } = pageWithCursors(sortName, rows);
  return { items, total, page: query.page, pageSize: query.pageSize, nextCursor, prevCursor };
}
