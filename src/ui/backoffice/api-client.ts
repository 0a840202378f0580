/**
 * The back office's one way to call /api: JSON in and out, the bearer token of the current session,
 * German error messages, and a signed-out user sent back to the sign-in page.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string[];
  constructor(status: number, code: string, message: string, details: string[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

type TokenSource = () => Promise<string | null>;
let tokenSource: TokenSource = async () => null;
let onUnauthorized: () => void = () => {};

/** The auth provider says where tokens come from (local provider or Clerk). */
export function setTokenSource(source: TokenSource): void {
  tokenSource = source;
}

/** The auth provider decides what a 401 means for the UI (sign-out, then the login redirect). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const FALLBACK_MESSAGES: Record<number, string> = {
  401: "Nicht angemeldet",
  403: "Keine Berechtigung",
  404: "Nicht gefunden",
  429: "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
};
export const NETWORK_ERROR_MESSAGE = "Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung.";
export const SERVER_ERROR_MESSAGE = "Ein unerwarteter Fehler ist aufgetreten.";

async function readBody(response: Response): Promise<unknown> {
  // A 304's (empty) body is read to its end all the same: a body left unread is cancelled by the
  // browser, which DevTools and Playwright then list as an aborted request (issue 25: every quiet
  // sync poll of the notes editor looked like a failure).
  if (response.status === 304) {
    await response.arrayBuffer().catch(() => undefined);
    return undefined;
  }
  if (response.status === 204) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return undefined;
  return response.json().catch(() => undefined);
}

function toApiError(status: number, body: unknown): ApiError {
  const shape = (body && typeof body === "object" ? body : {}) as { error?: unknown; message?: unknown; details?: unknown };
  const code = typeof shape.error === "string" ? shape.error : `http_${status}`;
  const message = typeof shape.message === "string" && shape.message ? shape.message : (FALLBACK_MESSAGES[status] ?? SERVER_ERROR_MESSAGE);
  const details = Array.isArray(shape.details) ? shape.details.filter((d): d is string => typeof d === "string") : [];
  return new ApiError(status, code, message, details);
}

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** The request may outlive the page (a last message sent on pagehide). */
  keepalive?: boolean;
}

export interface ApiRequestOptions extends ApiOptions {
  /** Extra request headers (e.g. If-None-Match). */
  headers?: Record<string, string>;
  /** The body is sent as it is (an upload), with this content type, instead of as JSON. */
  rawContentType?: string;
  cache?: RequestCache;
}

/**
 * The one fetch of the back office: the session's token, JSON (or raw) body, German ApiError for
 * network failures and refusals (401 signs out). Answers a successful (2xx) or 304 response.
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json", ...(await authorizationHeaders()), ...options.headers };
  const raw = options.rawContentType !== undefined;
  if (options.body !== undefined) headers["content-type"] = raw ? options.rawContentType! : "application/json";

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : raw ? (options.body as BodyInit) : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE);
  }
  if (response.ok || response.status === 304) return response;
  if (response.status === 401) onUnauthorized();
  throw toApiError(response.status, await readBody(response));
}

/** The JSON (or nothing) of a successful answer. */
export const readAnswer = readBody;

/** @deprecated for converted modules: call the endpoint's derived client (src/ui/api/client.ts). */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return (await readBody(await apiRequest(path, options))) as T;
}

/** A file answer as a Blob and its file name (Content-Disposition). */
export async function readDownload(response: Response): Promise<{ blob: Blob; filename: string | null }> {
  const disposition = response.headers.get("content-disposition") ?? "";
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/** Downloads a file answer (e.g. a CSV export) with the same token and error handling as apiFetch. */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string | null }> {
  return readDownload(await apiRequest(path, { headers: { accept: "*/*" } }));
}

/**
 * The Authorization header of the current session, for requests apiFetch cannot make: chunked
 * uploads through XMLHttpRequest (for upload progress) and streamed downloads.
 */
export async function authorizationHeaders(): Promise<Record<string, string>> {
  const token = await tokenSource();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** Turns a failed fetch answer into the ApiError apiFetch would throw (401 signs out). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  if (response.status === 401) onUnauthorized();
  return toApiError(response.status, await readBody(response));
}
