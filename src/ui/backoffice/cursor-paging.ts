/**
 * "Weiter" and "Zurück" under the back-office lists page by cursor (keyset paging, see
 * src/platform/paging/keyset.ts): the request for the neighbouring page carries the cursor of
 * the shown page's last (or first) row, so page 200 costs the server what page 1 costs. Page 1
 * and any jump further than one page go by page number.
 */
export interface CursorPaged {
  page: number;
  cursor?: string | undefined;
}

export function filtersForPage<F extends CursorPaged>(
  filters: F,
  shown: { page: number; nextCursor?: string | null; prevCursor?: string | null },
  page: number,
): F {
  const cursor = page === shown.page + 1 ? shown.nextCursor : page === shown.page - 1 && page > 1 ? shown.prevCursor : undefined;
  return { ...filters, page, cursor: cursor ?? undefined };
}
