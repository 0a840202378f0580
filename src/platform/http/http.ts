/**
 * Small helpers every function handler uses: JSON answers, a size-limited JSON body parser that
 * never throws past the handler, and an HttpError that handlers throw to answer with a status.
 */
import type { z } from "zod";

export const MAX_BODY_BYTES = 64 * 1024;

export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string[] | undefined;
  constructor(status: number, code: string, message: string, details?: string[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

/** The error shape of every endpoint: { success: false, error, message, details? }. */
export function errorResponse(error: HttpError): Response {
  return json({ success: false, error: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) }, error.status);
}

/** Reads at most MAX_BODY_BYTES of a JSON body; 413 when larger, 400 when not JSON. */
export async function readJsonBody(req: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new HttpError(415, "unsupported_media_type", "Die Anfrage muss JSON enthalten (Content-Type: application/json).");
  }
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new HttpError(413, "payload_too_large", "Die Anfrage ist zu groß.");
  if (!req.body) throw new HttpError(400, "invalid_json", "Die Anfrage enthält kein gültiges JSON.");
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new HttpError(413, "payload_too_large", "Die Anfrage ist zu groß.");
    }
    chunks.push(value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "Die Anfrage enthält kein gültiges JSON.");
  }
}

/** Validates with a zod schema; 400 invalid_input with one German line per problem. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => {
    const field = issue.path.join(".");
    if (issue.code === "unrecognized_keys") return `Unbekannte Felder: ${issue.keys.join(", ")}`;
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  throw new HttpError(400, "invalid_input", "Ungültige Eingaben", details);
}

/** Wraps a handler: method guard, HttpError -> JSON answer, anything else -> reported 500. */
export function handler(
  methods: readonly string[],
  fn: (req: Request, context: import("@netlify/functions").Context) => Promise<Response>,
) {
  return async (req: Request, context: import("@netlify/functions").Context): Promise<Response> => {
    if (!methods.includes(req.method)) {
      return json({ success: false, error: "method_not_allowed", message: "Methode nicht erlaubt" }, 405, { allow: methods.join(", ") });
    }
    try {
      return await fn(req, context);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      const { reportError } = await import("../error-reporting/report-error.ts");
      reportError(error, { path: new URL(req.url).pathname });
      return json({ success: false, error: "internal_error", message: "Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut." }, 500);
    }
  };
}
