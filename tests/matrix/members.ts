/** Endpoint matrix rows of the members function (see tests/unit/endpoint-matrix.ts). */
import { BOARD, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/back-office/members", access: BOARD },
  { method: "POST", path: "/api/back-office/members", access: BOARD },
  { method: "GET", path: "/api/back-office/members/:id", access: BOARD },
  { method: "PUT", path: "/api/back-office/members/:id", access: BOARD },
  { method: "POST", path: "/api/back-office/members/:id/exclusion", access: BOARD },
  { method: "POST", path: "/api/back-office/members/:id/resignation", access: BOARD },
  { method: "POST", path: "/api/back-office/members/:id/contacts", access: BOARD },
  { method: "PUT", path: "/api/back-office/members/:id/contacts/:contactId", access: BOARD },
  { method: "DELETE", path: "/api/back-office/members/:id/contacts/:contactId", access: BOARD },
  { method: "GET", path: "/api/back-office/member-export", access: BOARD },
  { method: "GET", path: "/api/back-office/member-figures", access: BOARD },
];
