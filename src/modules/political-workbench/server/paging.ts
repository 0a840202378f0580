/**
 * Keyset pages of the workbench's lists over the platform's cursors (src/platform/paging/keyset.ts):
 * ask for one row more than the limit to know whether a next page exists.
 */
import { encodeCursor } from "#platform/paging/keyset.ts";

export function keysetItems<R extends { sortKey: string | null; id: string }>(
  rows: R[],
  limit: number,
  sortName: string,
): { rows: Omit<R, "sortKey">[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ sortKey: _key, ...row }) => row),
    nextCursor: rows.length > limit && last ? encodeCursor(sortName, { before: false, key: last.sortKey, id: last.id }) : null,
  };
}

export { likePattern } from "#platform/db/like-pattern.ts";
