/**
 * The two answers an update of a versioned record can get besides success: the record is gone
 * (404) or someone else saved it since it was read (409). Shared by every back-office service so
 * that the wording is the same on every screen.
 */
import { HttpError } from "../http.ts";

export const VERSION_CONFLICT_MESSAGE =
  "Der Datensatz wurde inzwischen von einer anderen Person geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.";

export function versionConflict(currentVersion: number): HttpError {
  return new HttpError(409, "version_conflict", VERSION_CONFLICT_MESSAGE, [`Aktuelle Version: ${currentVersion}`]);
}

export function notFound(what: string): HttpError {
  return new HttpError(404, "not_found", `${what} wurde nicht gefunden.`);
}

/** A search term for ILIKE: the user's % and _ match themselves, not any text. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
