/**
 * A page of search hits in a list's own order (newest first, by name), for searches whose
 * matches the planner cannot count in advance (ADR 250).
 *
 * A frequent word matches a fifth of all rows: collecting and sorting every match (40,000 posts)
 * costs the page nearly all of its time, although its hits lie in the first hundred rows of the
 * list's order. A rare word is found at once by the text index, but walking the list's order
 * would read the whole table. Postgres chooses between both by its estimate of the matches, which
 * for a prefix query (the last word as typed) can be ten times too low. So the choice is made by
 * the data:
 *
 *   1. the hits among the next `window` rows of the list in its order (an index range, read
 *      lazily: it stops at the page's last hit);
 *   2. only when they hold no full page: the hits after the window, from the text indexes. A
 *      word that left the window short is rare in it, so these are few.
 *
 * The result is the same page either way; only the work differs.
 */
import type { Cursor } from "./keyset.ts";

/** Rows a search first walks in the list's order: at 200,000 posts a few milliseconds. */
export const SEARCH_WINDOW = 2_000;

export interface WindowedSearch<R> {
  /** Rows wanted (a page and one more, to know whether there is a next page). */
  limit: number;
  /** The hits among the next SEARCH_WINDOW rows in order, at most `limit`. */
  inWindow(): Promise<R[]>;
  /** The last row of that window, or null when the list ended within it. */
  windowEnd(): Promise<Cursor | null>;
  /** The hits after that row, in order, at most `limit`. */
  after(edge: Cursor, limit: number): Promise<R[]>;
}

export async function windowedSearch<R>(search: WindowedSearch<R>): Promise<R[]> {
  const first = await search.inWindow();
  if (first.length >= search.limit) return first.slice(0, search.limit);
  const edge = await search.windowEnd();
  if (!edge) return first;
  return [...first, ...(await search.after(edge, search.limit - first.length))];
}
