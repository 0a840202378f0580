/** Field schemas the task shapes share (isomorphic: screen and server). */
import { z } from "zod";

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const taskId = z.string().regex(UUID_RE, { error: "Ungültige Aufgabe." });
export const projectId = z.string({ error: "Bitte wählen Sie ein Projekt." }).regex(UUID_RE, { error: "Bitte wählen Sie ein Projekt." });
/** A user id: local "user_..." or a Clerk id. */
export const personId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: "Ungültige Person." });

const LABEL = z.string().trim().toLowerCase().max(40, { error: "Ein Label darf höchstens 40 Zeichen lang sein." });

/** Labels: a list or "a, b"; trimmed, lower-cased, no empties or duplicates, at most 20. */
export const labelList = z
  .union([z.string().transform((s) => s.split(",")), z.array(z.string())])
  .default([])
  .pipe(z.array(LABEL))
  .transform((labels) => [...new Set(labels.filter(Boolean))])
  .pipe(z.array(z.string()).max(20, { error: "Höchstens 20 Labels." }));

/** A comma-separated list in a query string, or a repeated parameter, of the given values. */
export function queryList<const V extends readonly [string, ...string[]]>(values: V, error: string) {
  return z
    .union([z.string().transform((s) => s.split(",").filter(Boolean)), z.array(z.string())])
    .pipe(z.array(z.enum(values, { error })).max(values.length, { error }));
}
