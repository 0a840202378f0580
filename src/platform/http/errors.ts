/**
 * The errors a handler throws to answer with a status. The router turns them into the error shape
 * of every endpoint: { success: false, error, message, details? } with a German message.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string[] | undefined;
  readonly headers: Record<string, string>;
  constructor(status: number, code: string, message: string, details?: string[], headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

export const INVALID_INPUT_MESSAGE = "Ungültige Eingaben";

export function invalidInput(details: string[]): HttpError {
  return new HttpError(400, "invalid_input", INVALID_INPUT_MESSAGE, details);
}

export function notFound(what: string): HttpError {
  return new HttpError(404, "not_found", `${what} wurde nicht gefunden.`);
}

export const VERSION_CONFLICT_MESSAGE =
  "Der Datensatz wurde inzwischen von einer anderen Person geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.";

/** Someone else saved the record since it was read (optimistic locking by `version`). */
export function versionConflict(currentVersion: number): HttpError {
  return new HttpError(409, "version_conflict", VERSION_CONFLICT_MESSAGE, [`Aktuelle Version: ${currentVersion}`]);
}

export const unauthenticated = () => new HttpError(401, "unauthenticated", "Nicht angemeldet");
export const forbidden = () => new HttpError(403, "forbidden", "Keine Berechtigung");
