/**
 * Shapes the UI by role (SPEC section 2): a spinner while the session or the roles are unknown, the
 * sign-in page for a signed-out visitor (remembering where they wanted to go), the no-permission
 * panel for a missing role. The server checks every call on its own; this guard only decides what
 * to show.
 */
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { hasAnyRole, type Role } from "../../shared/roles.ts";
import { useAuth } from "../auth/auth-context.ts";
import { LOGIN_PATH } from "../paths.ts";
import { NoPermission } from "./NoPermission.tsx";
import { Spinner } from "./Spinner.tsx";

export interface LoginLocationState {
  from?: string;
}

/** Every signed-in user passes an empty or a member requirement, so no need to wait for roles. */
const needsRoles = (required: readonly Role[]) => !hasAnyRole([], required);

export function ProtectedRoute({ requiredRoles, title, children }: { requiredRoles: readonly Role[]; title: string; children: ReactNode }) {
  const { user, roles, loading, profileLoading } = useAuth();
  const location = useLocation();

  if (loading || (user && profileLoading && needsRoles(requiredRoles))) return <Spinner />;
  if (!user) {
    const state: LoginLocationState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  if (!hasAnyRole(roles, requiredRoles)) return <NoPermission requiredRoles={requiredRoles} title={title} />;
  return children;
}
