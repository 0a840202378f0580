/**
 * JSON answers and the headers every API answer carries. Netlify applies netlify.toml's [[headers]]
 * to static files only, so function responses set their own: no caching, no sniffing, no framing,
 * and a CSP that lets nothing run (an API answer is never a document).
 */
import type { HttpError } from "./errors.ts";

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "cross-origin-resource-policy": "same-origin",
};

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const all = new Headers(headers);
  if (!all.has("cache-control")) all.set("cache-control", "no-store");
  return Response.json(body, { status, headers: all });
}

export const created = (body: unknown, headers: HeadersInit = {}) => json(body, 201, headers);

export const noContent = () => new Response(null, { status: 204, headers: { "cache-control": "no-store" } });

/** The error shape of every endpoint: { success: false, error, message, details? }. */
export function errorResponse(error: HttpError): Response {
  return json({ success: false, error: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) }, error.status, error.headers);
}

/** Adds the API headers a handler did not set itself (a download may bring its own CSP). */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!response.headers.has(name)) {
      try {
        response.headers.set(name, value);
      } catch {
        // Immutable headers (a Response.redirect or a fetched response): copy into a new one.
        const headers = new Headers(response.headers);
        for (const [n, v] of Object.entries(API_SECURITY_HEADERS)) if (!headers.has(n)) headers.set(n, v);
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      }
    }
  }
  if (!response.headers.has("cache-control")) response.headers.set("cache-control", "no-store");
  return response;
}

/**
 * A CSV download (the text from `toCsv` in src/shared/csv.ts): never cached, always an attachment.
 * The file name keeps letters, digits, dot, dash and underscore (anything else becomes "-"), so no
 * caller can break out of the header's quotes.
 */
export function csvResponse(csv: string, fileName: string): Response {
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, "-") || "export.csv";
  return new Response(csv, {
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${safe}"`, "cache-control": "no-store" },
  });
}
