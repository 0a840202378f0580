/**
 * Building blocks of answer schemas (ADR 260). Answers describe the JSON on the wire, so they hold
 * no transforms or defaults (what the server sends is what the screen reads) and are strict:
 * a field the contract does not name fails the tests instead of leaking to the browser.
 */
import { z } from "zod";

/** A moment as the server sends it: Date.toISOString() ("2026-11-27T09:30:00.000Z"). */
export const timestamp = z.iso.datetime({ offset: true });
/** A calendar date "YYYY-MM-DD". */
export const calendarDate = z.iso.date();
/** A record id (uuid). */
export const recordId = z.uuid();
/** The optimistic-lock version of an editable record. */
export const version = z.number().int().min(1);

/** { items: T[] }: a short list that is not paged. */
export function itemsOf<T extends z.ZodType>(item: T) {
  return z.strictObject({ items: z.array(item) });
}

/** Page<T> (src/shared/schemas/list-query.ts): a page of a list with its total and keyset cursors. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    nextCursor: z.string().nullable().optional(),
    prevCursor: z.string().nullable().optional(),
  });
}
