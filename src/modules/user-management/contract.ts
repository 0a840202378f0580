/** User management (admin only, SPEC section 6, ADR 260): users, roles, status, invitations and the sign-up setting. */
import { defineContract, endpoint, noContent } from "#shared/contract/endpoint.ts";
import { itemsOf, pageOf } from "#shared/contract/answers.ts";
import { userIdParams } from "#shared/contract/params.ts";
import {
  inviteUserSchema,
  managedUserSchema,
  pendingInvitationSchema,
  setUserRolesSchema,
  setUserStatusSchema,
  signUpSettingAnswerSchema,
  signUpSettingSchema,
  userListQuerySchema,
} from "./schema.ts";

const PERSON = "Die Person";

export const userManagementContract = defineContract("user-management", {
  listUsers: endpoint({
    method: "GET",
    path: "/api/user-management/users",
    access: "userManagement",
    query: userListQuerySchema,
    response: pageOf(managedUserSchema),
  }),
  setRoles: endpoint({
    method: "PUT",
    path: "/api/user-management/users/:id/roles",
    access: "userManagement",
    params: userIdParams,
    notFound: PERSON,
    body: setUserRolesSchema,
    response: managedUserSchema,
  }),
  setStatus: endpoint({
    method: "PUT",
    path: "/api/user-management/users/:id/status",
    access: "userManagement",
    params: userIdParams,
    notFound: PERSON,
    body: setUserStatusSchema,
    response: managedUserSchema,
  }),
  listInvitations: endpoint({ method: "GET", path: "/api/user-management/invitations", access: "userManagement", response: itemsOf(pendingInvitationSchema) }),
  invite: endpoint({
    method: "POST",
    path: "/api/user-management/invitations",
    access: "userManagement",
    body: inviteUserSchema,
    response: pendingInvitationSchema,
    status: 201,
  }),
  revokeInvitation: endpoint({
    method: "DELETE",
    path: "/api/user-management/invitations/:id",
    access: "userManagement",
    params: userIdParams,
    notFound: PERSON,
    response: noContent,
  }),
  resendInvitation: endpoint({
    method: "POST",
    path: "/api/user-management/invitations/:id/resend",
    access: "userManagement",
    params: userIdParams,
    notFound: PERSON,
    response: pendingInvitationSchema,
  }),
  getSignUpSetting: endpoint({ method: "GET", path: "/api/user-management/settings/sign-up", access: "userManagement", response: signUpSettingAnswerSchema }),
  setSignUpSetting: endpoint({
    method: "PUT",
    path: "/api/user-management/settings/sign-up",
    access: "userManagement",
    body: signUpSettingSchema,
    response: signUpSettingAnswerSchema,
  }),
});
