/** Endpoint matrix rows of the crm function (see tests/unit/endpoint-matrix.ts). */
import { BOARD, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/back-office/crm/contacts", access: BOARD },
  { method: "POST", path: "/api/back-office/crm/contacts", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/contacts/:id", access: BOARD },
  { method: "PUT", path: "/api/back-office/crm/contacts/:id", access: BOARD },
  { method: "DELETE", path: "/api/back-office/crm/contacts/:id", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/interactions", access: BOARD },
  { method: "POST", path: "/api/back-office/crm/interactions", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/organizations", access: BOARD },
  { method: "POST", path: "/api/back-office/crm/organizations", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/organizations/:id", access: BOARD },
  { method: "PUT", path: "/api/back-office/crm/organizations/:id", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/staff", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/tags", access: BOARD },
];
