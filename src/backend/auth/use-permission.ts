import { useCallback } from "react";
import type { Role } from "../../shared/roles.ts";
import type { CheckUserPermissionResponse } from "../../shared/schemas/user-data.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import { apiFetch } from "../../ui/backoffice/api-client.ts";
import { logActivity } from "./activity-log.ts";
import { useAuth } from "../../ui/session/auth-context.ts";
import { checkPermission, type PermissionDeps } from "./check-permission.ts";

const deps: PermissionDeps = {
  askServer: async (userId, requiredRoles, action) =>
    (await apiFetch<CheckUserPermissionResponse>("/api/check-user-permission", { body: { userId, requiredRoles, action } })).hasPermission === true,
  log: logActivity,
  notify: ({ title, description }) => toast({ title, description, variant: "destructive" }),
};

/** Asks before a guarded action: `if (await can(["admin"], "role_change")) ...`. */
export function usePermission() {
  const { user, roles } = useAuth();
  const userId = user?.id ?? null;
  return useCallback(
    (requiredRoles: readonly Role[], action: string) => checkPermission(deps, { userId, localRoles: roles, requiredRoles, action }),
    [userId, roles],
  );
}
