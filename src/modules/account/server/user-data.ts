/**
 * The user data functions of SPEC section 7. A user may read or check only their own data unless
 * they are an administrator, and may log only their own sign-in and sign-out.
 */
import { hasAnyRole } from "#shared/roles.ts";
import type { CheckUserPermissionResponse, UserDataResponse } from "#shared/schemas/user-data.ts";
import type { z } from "zod";
import type { checkUserPermissionRequestSchema, getUserDataRequestSchema, logUserActivityRequestSchema } from "#shared/schemas/user-data.ts";
import { invalidInput } from "#platform/http/errors.ts";
import { logActivity, logPermission } from "#platform/auth/activity-log.ts";
import { findProfile, recordSignIn, toProfileRow } from "#platform/auth/profiles.ts";
import { forbidden, type AuthUser } from "#platform/auth/require-user.ts";
import { loadRoles } from "#platform/auth/user-roles.ts";

const MAX_METADATA_CHARS = 4000;

async function assertOwnOrAdmin(user: AuthUser, userId: string, what: string): Promise<void> {
  if (user.id === userId || user.roles.includes("admin")) return;
  await logPermission({ userId: user.id, action: `${what} für anderen Benutzer`, granted: false, roles: user.roles, requiredRoles: ["admin"] });
  throw forbidden();
}

export async function getUserData(user: AuthUser, input: z.output<typeof getUserDataRequestSchema>): Promise<UserDataResponse> {
  await assertOwnOrAdmin(user, input.userId, "/api/get-user-data");
  const profile = await findProfile(input.userId);
  return { profile: profile ? toProfileRow(profile) : null, roles: profile ? await loadRoles(input.userId) : [] };
}

export async function checkUserPermission(user: AuthUser, input: z.output<typeof checkUserPermissionRequestSchema>): Promise<CheckUserPermissionResponse> {
  await assertOwnOrAdmin(user, input.userId, "/api/check-user-permission");
  const own = input.userId === user.id;
  const profile = own ? { deactivatedAt: null } : await findProfile(input.userId);
  const roles = own ? user.roles : profile ? await loadRoles(input.userId) : [];
  const hasPermission = Boolean(profile && !profile.deactivatedAt) && hasAnyRole(roles, input.requiredRoles);
  // An unknown user has no log to write into (an administrator's typo is no event of anybody's).
  if (input.action && profile) {
    await logPermission({ userId: input.userId, action: input.action, granted: hasPermission, roles, requiredRoles: input.requiredRoles });
  }
  return { hasPermission };
}

export async function logUserActivity(user: AuthUser, input: z.output<typeof logUserActivityRequestSchema>): Promise<{ success: true }> {
  if (input._user_id !== user.id) throw forbidden();
  const metadata = input._metadata ?? {};
  if (JSON.stringify(metadata).length > MAX_METADATA_CHARS) throw invalidInput([`_metadata: höchstens ${MAX_METADATA_CHARS} Zeichen`]);
  await logActivity({ userId: user.id, type: input._activity_type, description: input._description, metadata });
  // Clerk sign-ins happen at Clerk: the app's login entry is when this server learns of one, so
  // it also keeps "last sign-in" of the user management right under both identity providers.
  if (input._activity_type === "login") await recordSignIn(user.id);
  return { success: true };
}
