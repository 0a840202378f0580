/**
 * Browsers send Origin with every cross-site POST/PUT/PATCH/DELETE. A state-changing request whose
 * Origin is not this site (scheme, host and port compared) is refused with 403, for cookie and
 * bearer endpoints alike. Requests without Origin come from non-browser clients (curl, tests), which
 * carry no ambient credentials a forged page could ride on.
 */
import { HttpError } from "./errors.ts";

export const foreignOrigin = () => new HttpError(403, "forbidden_origin", "Die Anfrage stammt nicht von dieser Website und wurde abgelehnt.");

export function allowedOrigins(req: Request): Set<string> {
  const origins = new Set([new URL(req.url).origin]);
  for (const configured of [process.env.URL, process.env.DEPLOY_PRIME_URL]) {
    if (!configured) continue;
    try {
      origins.add(new URL(configured).origin);
    } catch {
      // a malformed deployment variable adds nothing
    }
  }
  return origins;
}

export function assertSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (origin === null) return;
  let normalized: string;
  try {
    normalized = new URL(origin).origin;
  } catch {
    throw foreignOrigin();
  }
  if (normalized === "null" || !allowedOrigins(req).has(normalized)) throw foreignOrigin();
}
