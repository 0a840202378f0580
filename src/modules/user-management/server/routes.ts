/** User management (admin only, SPEC section 6): users, roles, status and invitations. */
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { userIdParams } from "../../../platform/http/params.ts";
import { inviteUserSchema, setUserRolesSchema, setUserStatusSchema, signUpSettingSchema, userListQuerySchema } from "../schema.ts";
import { getSignUpSetting, setSignUpSetting } from "./sign-up-setting.ts";
import { inviteByAdministrator } from "./invite-by-administrator.ts";
import { listPendingInvitations, resendInvitation, revokeInvitation } from "./invitations.ts";
import { listUsers } from "./list-users.ts";
import { setUserRoles } from "./set-user-roles.ts";
import { setUserStatus } from "./set-user-status.ts";

const INVITATIONS = "/api/back-office/invitations";

export const userManagementRoutes = [
  route({ method: "GET", path: "/api/back-office/users", access: "userManagement", query: userListQuerySchema, handle: ({ db, query }) => listUsers(db, query) }),
  route({ method: "PUT", path: "/api/back-office/users/:id/roles", access: "userManagement", params: userIdParams, notFound: "Die Person", body: setUserRolesSchema, handle: ({ db, user, params, body }) => setUserRoles(db, user, params.id, body) }),
  route({ method: "PUT", path: "/api/back-office/users/:id/status", access: "userManagement", params: userIdParams, notFound: "Die Person", body: setUserStatusSchema, handle: ({ db, user, params, body }) => setUserStatus(db, user, params.id, body) }),
  route({ method: "GET", path: INVITATIONS, access: "userManagement", handle: async ({ db }) => ({ items: await listPendingInvitations(db) }) }),
  route({ method: "POST", path: INVITATIONS, access: "userManagement", body: inviteUserSchema, handle: async ({ db, user, body, origin }) => created(await inviteByAdministrator(db, user, body, origin)) }),
  route({ method: "DELETE", path: `${INVITATIONS}/:id`, access: "userManagement", params: userIdParams, notFound: "Die Person", handle: ({ db, user, params }) => revokeInvitation(db, user, params.id) }),
  route({ method: "GET", path: "/api/back-office/settings/sign-up", access: "userManagement", handle: ({ db }) => getSignUpSetting(db) }),
  route({ method: "PUT", path: "/api/back-office/settings/sign-up", access: "userManagement", body: signUpSettingSchema, handle: ({ db, user, body }) => setSignUpSetting(db, user, body) }),
  route({ method: "POST", path: `${INVITATIONS}/:id/resend`, access: "userManagement", params: userIdParams, notFound: "Die Person", handle: ({ db, user, params, origin }) => resendInvitation(db, user, params.id, origin) }),
];
