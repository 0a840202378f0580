/** User management's route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { userManagementContract as users } from "../contract.ts";
import { getSignUpSetting, setSignUpSetting } from "./sign-up-setting.ts";
import { inviteByAdministrator } from "./invite-by-administrator.ts";
import { listPendingInvitations, resendInvitation, revokeInvitation } from "./invitations.ts";
import { listUsers } from "./list-users.ts";
import { setUserRoles } from "./set-user-roles.ts";
import { setUserStatus } from "./set-user-status.ts";

export const userManagementRoutes = [
  route(users.listUsers, { handle: ({ db, query }) => listUsers(db, query) }),
  route(users.setRoles, { handle: ({ db, user, params, body }) => setUserRoles(db, user, params.id, body) }),
  route(users.setStatus, { handle: ({ db, user, params, body }) => setUserStatus(db, user, params.id, body) }),
  route(users.listInvitations, { handle: async ({ db }) => ({ items: await listPendingInvitations(db) }) }),
  route(users.invite, { handle: ({ db, user, body, origin }) => inviteByAdministrator(db, user, body, origin) }),
  route(users.revokeInvitation, { handle: ({ db, user, params }) => revokeInvitation(db, user, params.id) }),
  route(users.resendInvitation, { handle: ({ db, user, params, origin }) => resendInvitation(db, user, params.id, origin) }),
  route(users.getSignUpSetting, { handle: ({ db }) => getSignUpSetting(db) }),
  route(users.setSignUpSetting, { handle: ({ db, user, body }) => setSignUpSetting(db, user, body) }),
];
