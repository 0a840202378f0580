/** Endpoint matrix rows of the audit function (see tests/unit/endpoint-matrix.ts). */
import { ADMIN, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/audit/entries", access: ADMIN },
  { method: "GET", path: "/api/audit/export", access: ADMIN },
  { method: "GET", path: "/api/audit/facets", access: ADMIN },
  { method: "POST", path: "/api/audit/verify", access: ADMIN },
];
