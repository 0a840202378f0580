/** User management's route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { userManagementContract as users } from "../contract.ts";
import { setSignUpSetting } from "./sign-up-setting-commands.ts";
import { getSignUpSetting } from "./sign-up-setting-queries.ts";
import { inviteByAdministrator } from "./invitation-commands.ts";
import { resendInvitation, revokeInvitation } from "./invitation-commands.ts";
import { listPendingInvitations } from "./invitation-queries.ts";
import { listUsers } from "./user-queries.ts";
import { setUserRoles } from "./user-role-commands.ts";
import { setUserStatus } from "./user-status-commands.ts";

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
