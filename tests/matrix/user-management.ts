/** Endpoint matrix rows of the user-management function (see tests/unit/endpoint-matrix.ts). */
import { ADMIN, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/user-management/invitations", access: ADMIN },
  { method: "POST", path: "/api/user-management/invitations", access: ADMIN },
  { method: "DELETE", path: "/api/user-management/invitations/:id", access: ADMIN },
  { method: "POST", path: "/api/user-management/invitations/:id/resend", access: ADMIN },
  { method: "GET", path: "/api/user-management/users", access: ADMIN },
  { method: "PUT", path: "/api/user-management/users/:id/roles", access: ADMIN },
  { method: "PUT", path: "/api/user-management/users/:id/status", access: ADMIN },
  { method: "GET", path: "/api/user-management/settings/sign-up", access: ADMIN },
  { method: "PUT", path: "/api/user-management/settings/sign-up", access: ADMIN, body: () => ({ open: false }) },
];
