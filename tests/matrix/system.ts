/** Endpoint matrix rows of the system function (see tests/unit/endpoint-matrix.ts). */
import { ADMIN, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/system/status", access: ADMIN },
  { method: "GET", path: "/api/system/outbox", access: ADMIN },
  { method: "POST", path: "/api/system/outbox/:id/retry", access: ADMIN },
  { method: "DELETE", path: "/api/system/outbox/:id", access: ADMIN },
  { method: "POST", path: "/api/system/jobs/:name/run", access: ADMIN },
];
