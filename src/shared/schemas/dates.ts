/**
 * @deprecated names kept while wave 2 of issue 24 moves their callers to src/shared/dates.ts (the
 * one date module, ADR 261); they delegate to it, so there is one implementation. Do not add
 * callers: use berlinDate(now()) / formatGermanDate / formatGermanDateTime.
 */
import { berlinDate, formatGermanDate, formatGermanDateTime, type Instant } from "../dates.ts";

/** @deprecated berlinDate(now()) on the server, berlinDate(browserNow()) in a screen. */
export function todayInBerlin(now: Date = new Date()): string {
  return berlinDate(now);
}

/** @deprecated formatGermanDate. Keeps the old reading of a timestamp: its first ten characters. */
export function germanDate(iso: string | null | undefined, empty = "–"): string {
  return iso ? formatGermanDate(iso.slice(0, 10), empty) : empty;
}

/** @deprecated formatGermanDateTime. */
export function germanDateTime(iso: Instant | null | undefined, empty = "–"): string {
  return formatGermanDateTime(iso, empty);
}
