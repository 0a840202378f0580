/** Endpoint matrix rows of the membership-applications function (see tests/unit/endpoint-matrix.ts). */
import { BOARD, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "POST", path: "/api/membership-applications", access: "public" },
  { method: "GET", path: "/api/membership-applications/review", access: BOARD },
  { method: "GET", path: "/api/membership-applications/:id", access: BOARD },
  { method: "POST", path: "/api/membership-applications/:id/status", access: BOARD },
  { method: "POST", path: "/api/membership-applications/:id/decision", access: BOARD },
  { method: "GET", path: "/api/membership-applications/:id/approval-check", access: BOARD },
  { method: "GET", path: "/api/membership-applications/admission-freezes", access: BOARD },
];
