/**
 * The user data functions of SPEC section 7. A user may read or check only their own data unless
 * they are an administrator, and may log activity only for themselves.
 */
import { hasAnyRole } from "../../shared/roles.ts";
import {
  checkUserPermissionRequestSchema,
  getUserDataRequestSchema,
  logUserActivityRequestSchema,
  type CheckUserPermissionResponse,
  type UserDataResponse,
} from "../../shared/schemas/user-data.ts";
import { HttpError, json, parseWith, readJsonBody } from "../http.ts";
import { logActivity, logPermission } from "./activity-log.ts";
import { findProfile, recordSignIn, toProfileRow } from "./profiles.ts";
import { forbidden, requireUser, type AuthUser } from "./require-user.ts";
import { loadRoles } from "./user-roles.ts";

const MAX_METADATA_CHARS = 4000;

async function assertOwnOrAdmin(user: AuthUser, userId: string, req: Request): Promise<void> {
  if (user.id === userId || user.roles.includes("admin")) return;
  await logPermission({ userId: user.id, action: `${new URL(req.url).pathname} für anderen Benutzer`, granted: false, roles: user.roles, requiredRoles: ["admin"] });
  throw forbidden();
}

export async function handleGetUserData(req: Request): Promise<Response> {
  const user = await requireUser(req);
  const { userId } = parseWith(getUserDataRequestSchema, await readJsonBody(req));
  await assertOwnOrAdmin(user, userId, req);
  const profile = await findProfile(userId);
  const body: UserDataResponse = { profile: profile ? toProfileRow(profile) : null, roles: profile ? await loadRoles(userId) : [] };
  return json(body);
}

export async function handleCheckUserPermission(req: Request): Promise<Response> {
  const user = await requireUser(req);
  const input = parseWith(checkUserPermissionRequestSchema, await readJsonBody(req));
  await assertOwnOrAdmin(user, input.userId, req);
  const profile = input.userId === user.id ? { deactivatedAt: null } : await findProfile(input.userId);
  const roles = input.userId === user.id ? user.roles : await loadRoles(input.userId);
  const hasPermission = Boolean(profile && !profile.deactivatedAt) && hasAnyRole(roles, input.requiredRoles);
  if (input.action) {
    await logPermission({ userId: input.userId, action: input.action, granted: hasPermission, roles, requiredRoles: input.requiredRoles });
  }
  const body: CheckUserPermissionResponse = { hasPermission };
  return json(body);
}

export async function handleLogUserActivity(req: Request): Promise<Response> {
  const user = await requireUser(req);
  const input = parseWith(logUserActivityRequestSchema, await readJsonBody(req));
  if (input._user_id !== user.id) throw forbidden();
  const metadata = input._metadata ?? {};
  if (JSON.stringify(metadata).length > MAX_METADATA_CHARS) {
    throw new HttpError(400, "invalid_input", "Ungültige Eingaben", [`_metadata: höchstens ${MAX_METADATA_CHARS} Zeichen`]);
  }
  await logActivity({ userId: user.id, type: input._activity_type, description: input._description, metadata });
  // Clerk sign-ins happen at Clerk: the app's login entry is when this server learns of one, so
  // it also keeps "last sign-in" of the user management right under both identity providers.
  if (input._activity_type === "login") await recordSignIn(user.id);
  return json({ success: true });
}

