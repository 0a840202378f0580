/**
 * Paging and sorting of back-office lists, read from URL search parameters (strings) and
 * validated the same way on client and server.
 */
import { z } from "zod";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export const pageFields = {
  page: z.coerce
    .number({ error: "Seite muss eine Zahl sein" })
    .int({ error: "Seite muss eine ganze Zahl sein" })
    .min(1, { error: "Seite muss mindestens 1 sein" })
    .max(100_000, { error: "Seite ist zu groß" })
    .default(1),
  pageSize: z.coerce
    .number({ error: "Seitengröße muss eine Zahl sein" })
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: `Seitengröße muss ${PAGE_SIZES.join(", ")} sein` })
    .default(DEFAULT_PAGE_SIZE),
  dir: z.enum(["asc", "desc"], { error: "Sortierrichtung muss asc oder desc sein" }).default("asc"),
  q: z
    .string()
    .trim()
    .max(100, { error: "Suchbegriff ist zu lang (höchstens 100 Zeichen)" })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /**
   * Keyset paging: a page's nextCursor or prevCursor (opaque). With a cursor the list continues
   * after (or before) that row instead of skipping (page - 1) * pageSize rows, so every page
   * costs what the first one costs; page is then only echoed for "Seite x von y".
   */
  cursor: z
    .string()
    .max(400, { error: "Seitenmarke ist ungültig" })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "Seitenmarke ist ungültig" })
    .optional(),
};

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Cursor of the page after this one (from its last row); null when the page is empty. */
  nextCursor?: string | null;
  /** Cursor of the page before this one (from its first row); null when the page is empty. */
  prevCursor?: string | null;
}

/** URLSearchParams -> plain object, dropping empty values so defaults apply. */
export function searchParamsToObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (value !== "") out[key] = value;
  return out;
}
