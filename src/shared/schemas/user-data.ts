/**
 * Shapes of the user data functions: POST /api/get-user-data, /api/check-user-permission and
 * /api/log-user-activity. The profile is the profiles row as a whole, with its column names.
 */
import { z } from "zod";
import { ROLES, type Role } from "../roles.ts";
import { CLIENT_ACTIVITY_TYPES } from "../activity-types.ts";

const userId = z.string().trim().min(1).max(100);

export const getUserDataRequestSchema = z.object({ userId });

export const checkUserPermissionRequestSchema = z.object({
  userId,
  requiredRoles: z.array(z.enum(ROLES)).max(ROLES.length),
  /** Optional name of the guarded action; member_creation, role_change and data_export are logged. */
  action: z.string().trim().min(1).max(100).optional(),
});

export const logUserActivityRequestSchema = z.object({
  _user_id: userId,
  /** Only what the browser observes itself; what happens on the server (permissions, records) the server logs. */
  _activity_type: z.enum(CLIENT_ACTIVITY_TYPES, { error: "Diese Aktivität protokolliert der Server selbst." }),
  _description: z.string().trim().min(1).max(500),
  _metadata: z.record(z.string().max(100), z.unknown()).optional(),
});
export type LogUserActivityRequest = z.input<typeof logUserActivityRequestSchema>;

export interface ProfileRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  organization_id: string | null;
  deactivated_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserDataResponse {
  profile: ProfileRow | null;
  roles: Role[];
}
export interface CheckUserPermissionResponse {
  hasPermission: boolean;
}
