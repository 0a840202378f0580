/** GET /api/sentry-config (src/shared/platform-contract.ts): the public DSN the browser initialises Sentry with, or null. */
import { platformContract } from "#shared/platform-contract.ts";
import { reply } from "../http/reply.ts";
import { route } from "../http/router.ts";

export const errorReportingRoutes = [
  route(platformContract.getSentryConfig, {
    // Answers from configuration alone, so the browser still gets its DSN while the database is down.
    database: false,
    handle: () => reply({ dsn: process.env.PUBLIC_SENTRY_DSN || process.env.SENTRY_DSN || null }, { headers: { "cache-control": "public, max-age=300" } }),
  }),
];
