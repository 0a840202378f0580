/** Endpoint matrix rows of the security function (see tests/unit/endpoint-matrix.ts). */
import { ADMIN, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/security/overview", access: ADMIN },
  { method: "GET", path: "/api/security/sessions", access: ADMIN },
  { method: "POST", path: "/api/security/sessions/:id/end", access: ADMIN },
  { method: "POST", path: "/api/security/users/:id/end-sessions", access: ADMIN },
  { method: "GET", path: "/api/security/session-policy", access: ADMIN },
  { method: "PUT", path: "/api/security/session-policy", access: ADMIN },
  { method: "GET", path: "/api/security/rate-limits", access: ADMIN },
  { method: "POST", path: "/api/security/rate-limits/unblock", access: ADMIN },
  { method: "GET", path: "/api/security/incidents", access: ADMIN },
  { method: "POST", path: "/api/security/incidents", access: ADMIN },
  { method: "GET", path: "/api/security/staff", access: ADMIN },
  { method: "GET", path: "/api/security/incidents/:id", access: ADMIN },
  { method: "PUT", path: "/api/security/incidents/:id", access: ADMIN },
  { method: "POST", path: "/api/security/incidents/:id/notes", access: ADMIN },
  { method: "POST", path: "/api/security/incidents/:id/links", access: ADMIN },
  { method: "DELETE", path: "/api/security/incidents/:id/links/:linkId", access: ADMIN },
];
