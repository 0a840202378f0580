/** GET /api/sentry-config: the public DSN the browser initialises Sentry with, or null. */
import { route } from "../http/router.ts";
import { json } from "../http/respond.ts";

export const errorReportingRoutes = [
  route({
    method: "GET",
    path: "/api/sentry-config",
    access: "public",
    // Answers from configuration alone, so the browser still gets its DSN while the database is down.
    database: false,
    handle: () => json({ dsn: process.env.PUBLIC_SENTRY_DSN || process.env.SENTRY_DSN || null }, 200, { "cache-control": "public, max-age=300" }),
  }),
];
