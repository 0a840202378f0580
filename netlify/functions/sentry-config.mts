/** GET /api/sentry-config: the public DSN the browser initialises Sentry with, or null. */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";

export default handler(["GET"], async () => {
  const dsn = process.env.PUBLIC_SENTRY_DSN || process.env.SENTRY_DSN || null;
  return json({ dsn }, 200, { "cache-control": "public, max-age=300" });
});

export const config: Config = { path: "/api/sentry-config", method: ["GET"] };
