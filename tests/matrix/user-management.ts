/** Endpoint matrix rows of the user-management function (see tests/unit/endpoint-matrix.ts). */
import { ADMIN, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/back-office/invitations", access: ADMIN },
  { method: "POST", path: "/api/back-office/invitations", access: ADMIN },
  { method: "DELETE", path: "/api/back-office/invitations/:id", access: ADMIN },
  { method: "POST", path: "/api/back-office/invitations/:id/resend", access: ADMIN },
  { method: "GET", path: "/api/back-office/users", access: ADMIN },
  { method: "PUT", path: "/api/back-office/users/:id/roles", access: ADMIN },
  { method: "PUT", path: "/api/back-office/users/:id/status", access: ADMIN },
  { method: "GET", path: "/api/back-office/settings/sign-up", access: ADMIN },
  { method: "PUT", path: "/api/back-office/settings/sign-up", access: ADMIN, body: () => ({ open: false }) },
];
