/**
 * Field building blocks for back-office forms whose values arrive as strings from inputs and as
 * JSON from the API alike: empty text becomes null, tags may be typed as "a, b" or sent as a list.
 */
import { z } from "zod";

/** Optional free text: trimmed, empty becomes null. */
export function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** Required free text: trimmed, at least one character. */
export function requiredText(max: number, label: string, missing: string) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: `${label} darf höchstens ${max} Zeichen lang sein.` });
}

export const optionalEmail = z
  .string()
  .trim()
  .max(254, { error: "Bitte geben Sie eine gültige E-Mail-Adresse an." })
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse an." }).nullable());

/** A calendar date YYYY-MM-DD or empty (null). */
export const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.iso.date({ error: "Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ)." }).nullable());

/** A calendar date YYYY-MM-DD (a real day), with the German message of the field. */
export const isoDate = (message = "Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).") => z.iso.date({ error: message });

export const requiredDate = isoDate();

/** An optional reference to another record by id; empty selection becomes null. */
export const optionalId = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.uuid({ error: "Ungültige Auswahl." }).nullable());

const TAG = z.string().trim().toLowerCase().max(40, { error: "Ein Schlagwort darf höchstens 40 Zeichen lang sein." });

/** Tags: a list or a comma-separated string; trimmed, lower-cased, without empties and duplicates. */
export const tagList = z
  .union([z.string().transform((s) => s.split(",")), z.array(z.string())])
  .default([])
  .pipe(z.array(TAG))
  .transform((tags) => [...new Set(tags.filter(Boolean))])
  .pipe(z.array(z.string()).max(20, { error: "Höchstens 20 Schlagwörter." }));

/** The version a client read; an update with an older version is answered with 409. */
/** The one optimistic-lock field of every editable record: the version the editor read. */
export const versionField = z
  .number({ error: "Version fehlt." })
  .int({ error: "Version fehlt." })
  .min(1, { error: "Version fehlt." })
  .max(2_147_483_647, { error: "Version ist ungültig." });
