/**
 * The platform's own endpoints (ADR 260; netlify/functions/platform.mts): today only the SPEC's
 * server function sentry-config (section 7), which keeps its named path. Isomorphic: the platform
 * binds it (src/platform/error-reporting/routes.ts), the browser's error reporting reads its path
 * and answer schema (src/ui/sentry-client.ts).
 */
import { z } from "zod";
import { defineContract, endpoint } from "./contract/endpoint.ts";
import { SENTRY_CONFIG_PATH } from "./platform-paths.ts";

/** The public DSN the browser sets Sentry up with, or null when error reporting is off. */
export const sentryConfigSchema = z.strictObject({ dsn: z.string().min(1).nullable() });

export const platformContract = defineContract("platform", {
  getSentryConfig: endpoint({
    method: "GET",
    path: SENTRY_CONFIG_PATH,
    access: "public",
    response: sentryConfigSchema,
    summary: "The public Sentry DSN (or null); from configuration alone, cacheable for five minutes.",
  }),
});
