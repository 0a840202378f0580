/** Endpoint matrix rows of the members function (see tests/unit/endpoint-matrix.ts). */
import { BOARD, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/members", access: BOARD },
  { method: "POST", path: "/api/members", access: BOARD },
  { method: "GET", path: "/api/members/:id", access: BOARD },
  { method: "PUT", path: "/api/members/:id", access: BOARD },
  { method: "POST", path: "/api/members/:id/exclusion", access: BOARD },
  { method: "POST", path: "/api/members/:id/resignation", access: BOARD },
  { method: "POST", path: "/api/members/:id/contacts", access: BOARD },
  { method: "PUT", path: "/api/members/:id/contacts/:contactId", access: BOARD },
  { method: "DELETE", path: "/api/members/:id/contacts/:contactId", access: BOARD },
  { method: "GET", path: "/api/members/export", access: BOARD },
  { method: "GET", path: "/api/members/figures", access: BOARD },
  { method: "GET", path: "/api/members/admission-today", access: BOARD },
];
