/** Field shapes the workbench's schemas share (German messages; inputs arrive as strings or JSON). */
import { z } from "zod";
import { recordId } from "#shared/contract/answers.ts";

/** A whole number typed into a field or sent as JSON; empty becomes null. */
export function optionalInt(min: number, max: number, label: string) {
  return z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v) => (v === "" || v === null || v === undefined ? null : Number(v)))
    .pipe(
      z
        .number({ error: `${label} muss eine Zahl sein.` })
        .int({ error: `${label} muss eine ganze Zahl sein.` })
        .min(min, { error: `${label} muss mindestens ${min} sein.` })
        .max(max, { error: `${label} darf höchstens ${max.toLocaleString("de-DE")} sein.` })
        .nullable(),
    );
}

/** A number with up to two decimals (comma or point); empty becomes null. */
export function optionalDecimal(min: number, max: number, label: string) {
  return z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v) => (v === "" || v === null || v === undefined ? null : typeof v === "number" ? v : Number(v.replace(",", "."))))
    .pipe(
      z
        .number({ error: `${label} muss eine Zahl sein.` })
        .min(min, { error: `${label} muss mindestens ${min} sein.` })
        .max(max, { error: `${label} ist zu groß.` })
        .refine((n) => Math.round(n * 100) === n * 100, { error: `${label}: höchstens zwei Nachkommastellen.` })
        .nullable(),
    );
}

/** A list typed as lines or commas, or sent as an array: trimmed, without empties and duplicates. */
export function textList(maxItems: number, maxLength: number, label: string) {
  return z
    .union([z.string().transform((s) => s.split(/[\n,;]/)), z.array(z.string())])
    .default([])
    .transform((items) => [...new Set(items.map((item) => item.trim().replace(/\s+/g, " ")).filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(maxLength, { error: `${label}: ein Eintrag darf höchstens ${maxLength} Zeichen lang sein.` }))
        .max(maxItems, { error: `${label}: höchstens ${maxItems} Einträge.` }),
    );
}

/** A user id of a profile (local "user_…" or a Clerk id), or empty for none. */
export const optionalUserId = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "Ungültige Auswahl." })
      .nullable(),
  );

export const limitField = z.coerce.number().int().min(1).max(100).default(25);
export const cursorField = z
  .string()
  .max(600, { error: "Seitenmarke ist ungültig" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Seitenmarke ist ungültig" })
  .optional();
export const searchField = z
  .string()
  .trim()
  .max(100, { error: "Suchbegriff ist zu lang (höchstens 100 Zeichen)" })
  .optional()
  .transform((v) => (v ? v : undefined));

/** A keyset page: the rows, the cursor of the next page (null at the end) and the total. */
export function keysetPageOf<T extends z.ZodType>(item: T) {
  return z.strictObject({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int().min(0) });
}
export type KeysetPage<T> = { items: T[]; nextCursor: string | null; total: number };

/** A CRM contact as the workbench shows it to editors. */
export const contactRefSchema = z.strictObject({ id: recordId, name: z.string(), organizationName: z.string().nullable() });
export type ContactRef = z.output<typeof contactRefSchema>;
