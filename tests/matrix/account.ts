/** Endpoint matrix rows of the account function (see tests/unit/endpoint-matrix.ts). */
import { own, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/auth/config", access: "public" },
  { method: "POST", path: "/api/auth/sign-up", access: "public" },
  { method: "GET", path: "/api/auth/verify-email", access: "public" },
  { method: "POST", path: "/api/auth/sign-in", access: "public" },
  { method: "POST", path: "/api/auth/sign-out", access: "public" },
  { method: "GET", path: "/api/auth/session", access: "public" },
  { method: "POST", path: "/api/auth/token", access: "public" },
  { method: "POST", path: "/api/get-user-data", access: "authenticated", body: (c) => ({ userId: own(c) }) },
  { method: "POST", path: "/api/check-user-permission", access: "authenticated", body: (c) => ({ userId: own(c), requiredRoles: ["mitglied"] }) },
  {
    method: "POST",
    path: "/api/log-user-activity",
    access: "authenticated",
    body: (c) => ({ _user_id: own(c), _activity_type: "login", _description: "Matrix-Test" }),
  },
  { method: "GET", path: "/api/my-activity", access: "authenticated" },
  { method: "POST", path: "/api/invitations/accept", access: "public" },
  // Issue 25: the reset link's token is the credential (no session); the rest is the caller's own.
  { method: "POST", path: "/api/account/password-reset", access: "public" },
  { method: "POST", path: "/api/account/password-reset/complete", access: "public" },
  { method: "POST", path: "/api/account/password", access: "authenticated", body: () => ({ currentPassword: "falsch", newPassword: "x" }) },
  { method: "GET", path: "/api/account/profile", access: "authenticated" },
  { method: "PUT", path: "/api/account/profile", access: "authenticated", body: () => ({ firstName: "Matrix", lastName: "Test", version: 999 }) },
  { method: "GET", path: "/api/account/sessions", access: "authenticated" },
  { method: "POST", path: "/api/account/sessions/:id/end", access: "authenticated" },
  { method: "POST", path: "/api/account/sessions/end-others", access: "authenticated" },
  { method: "GET", path: "/api/account/activity", access: "authenticated" },
];
