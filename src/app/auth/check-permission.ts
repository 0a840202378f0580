/**
 * A permission check for an action (SPEC section 6): the server decides; if it cannot be asked, the
 * locally loaded roles decide. Granted checks of the sensitive actions and every denial are logged
 * once: by the server when it answered (it receives the action and logs with the roles it read),
 * else here through /api/log-user-activity. A denial is told to the user. The server enforces
 * access on its own anyway; this check only shapes the UI.
 */
import { LOGGED_PERMISSION_ACTIONS } from "#shared/activity-types.ts";
import { hasAnyRole, type Role } from "#shared/roles.ts";
import type { ActivityType } from "#shared/activity-types.ts";

export interface PermissionNotice {
  title: string;
  description: string;
}

export interface PermissionDeps {
  askServer: (userId: string, requiredRoles: readonly Role[], action: string) => Promise<boolean>;
  log: (userId: string, type: ActivityType, description: string, metadata: Record<string, unknown>) => Promise<void>;
  notify: (notice: PermissionNotice) => void;
}

export interface PermissionRequest {
  userId: string | null;
  localRoles: readonly Role[];
  requiredRoles: readonly Role[];
  action: string;
}

export const NOT_SIGNED_IN: PermissionNotice = { title: "Nicht angemeldet", description: "Bitte melden Sie sich an, um fortzufahren." };

export function deniedNotice(action: string): PermissionNotice {
  return { title: "Keine Berechtigung", description: `Sie haben keine Berechtigung für: ${action}` };
}

/** The role flags logged with a denial, so the audit shows what the user held at that moment. */
export function roleFlags(roles: readonly Role[]) {
  return {
    isAdmin: roles.includes("admin"),
    isGeschaeftsfuehrung: roles.includes("geschaeftsfuehrung"),
    isVorstand: roles.includes("vorstand"),
    isMitglied: roles.includes("mitglied"),
  };
}

export async function checkPermission(deps: PermissionDeps, request: PermissionRequest): Promise<boolean> {
  const { userId, localRoles, requiredRoles, action } = request;
  if (!userId) {
    deps.notify(NOT_SIGNED_IN);
    return false;
  }
  let granted: boolean;
  let loggedByServer = true;
  try {
    granted = await deps.askServer(userId, requiredRoles, action);
  } catch {
    granted = hasAnyRole(localRoles, requiredRoles);
    loggedByServer = false;
  }
  if (!loggedByServer) {
    if (!granted) void deps.log(userId, "permission_denied", `Berechtigung verweigert: ${action}`, { action, requiredRoles, ...roleFlags(localRoles) });
    else if ((LOGGED_PERMISSION_ACTIONS as readonly string[]).includes(action)) {
      void deps.log(userId, "permission_granted", `Berechtigung erteilt: ${action}`, { action, requiredRoles, ...roleFlags(localRoles) });
    }
  }
  if (!granted) deps.notify(deniedNotice(action));
  return granted;
}
