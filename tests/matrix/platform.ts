/** Endpoint matrix rows of the platform function (see tests/unit/endpoint-matrix.ts). */
import type { EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/sentry-config", access: "public" },
  { method: "POST", path: "/.netlify/functions/scheduled-jobs", access: "scheduled" },
];
