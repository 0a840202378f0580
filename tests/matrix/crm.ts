/** Endpoint matrix rows of the crm function (see tests/unit/endpoint-matrix.ts). */
import { BOARD, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/crm/contacts", access: BOARD },
  { method: "POST", path: "/api/crm/contacts", access: BOARD },
  { method: "GET", path: "/api/crm/contacts/:id", access: BOARD },
  { method: "PUT", path: "/api/crm/contacts/:id", access: BOARD },
  { method: "DELETE", path: "/api/crm/contacts/:id", access: BOARD },
  { method: "GET", path: "/api/crm/interactions", access: BOARD },
  { method: "POST", path: "/api/crm/interactions", access: BOARD },
  { method: "GET", path: "/api/crm/organizations", access: BOARD },
  { method: "POST", path: "/api/crm/organizations", access: BOARD },
  { method: "GET", path: "/api/crm/organizations/:id", access: BOARD },
  { method: "PUT", path: "/api/crm/organizations/:id", access: BOARD },
  { method: "GET", path: "/api/crm/staff", access: BOARD },
  { method: "GET", path: "/api/crm/tags", access: BOARD },
];
