/**
 * Shapes the UI by role (SPEC section 2): a spinner while the session or the roles are unknown, the
 * sign-in page for a signed-out visitor (remembering where they wanted to go), the no-permission
 * panel for a missing role. The server checks every call on its own; this guard only decides what
 * to show.
 */
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { hasAnyRole, type Role } from "#shared/roles.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { LOGIN_PATH } from "#shared/routes.ts";
import { NoPermission } from "./NoPermission.tsx";
import { PendingApproval } from "./PendingApproval.tsx";
import type { LoginLocationState } from "#ui/session/login-location.ts";
import { Spinner } from "#ui/backoffice/Spinner.tsx";

export function ProtectedRoute({ requiredRoles, title, children }: { requiredRoles: readonly Role[]; title: string; children: ReactNode }) {
  const { user, roles, loading, profileLoading } = useAuth();
  const location = useLocation();

  // Every route waits for the roles: an account without any waits for approval (issue 10).
  if (loading || (user && profileLoading)) return <Spinner />;
  if (!user) {
    const state: LoginLocationState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  if (roles.length === 0 && !profileLoading) return <PendingApproval />;
  if (!hasAnyRole(roles, requiredRoles)) return <NoPermission requiredRoles={requiredRoles} title={title} />;
  return children;
}
