/**
 * The account's endpoints: the local identity provider's sign-up, e-mail confirmation, sign-in,
 * session, token and sign-out (ADR 004; 404 while Clerk runs), which provider the browser uses,
 * accepting an invitation, and the user data functions of SPEC section 7. The provider endpoints
 * read their own bodies: their input errors are Clerk's form_* codes, not invalid_input.
 */
import { route } from "../../../platform/http/router.ts";
import { parseWith, readJsonBody } from "../../../platform/http/body.ts";
import { authConfig } from "../../../platform/auth/auth-config.ts";
import { signUpOpen } from "../../../platform/auth/sign-up-setting.ts";
import { authErrorResponse, AuthError } from "../../../platform/auth/auth-errors.ts";
import { acceptInvitation } from "../../../platform/auth/accept-invitation.ts";
import { recentActivity } from "../../../platform/auth/activity-log.ts";
import { assertLocalProvider } from "../../../platform/auth/local/local-request.ts";
import { handleSession, handleSignOut, handleToken } from "../../../platform/auth/local/session-endpoints.ts";
import { handleSignIn } from "../../../platform/auth/local/sign-in.ts";
import { handleSignUp } from "../../../platform/auth/local/sign-up.ts";
import { handleVerifyEmail } from "../../../platform/auth/local/verify-email.ts";
import { acceptInvitationSchema, type AuthConfigResponse } from "../../../shared/schemas/auth.ts";
import { MY_ACTIVITY_LIMIT, type MyActivityResponse } from "../../../shared/schemas/my-activity.ts";
import { checkUserPermissionRequestSchema, getUserDataRequestSchema, logUserActivityRequestSchema } from "../../../shared/schemas/user-data.ts";
import { checkUserPermission, getUserData, logUserActivity } from "./user-data.ts";
import { accountContract } from "../contract.ts";
import { completePasswordReset, requestPasswordReset } from "./password-reset-commands.ts";
import { changePassword } from "./password-commands.ts";
import { getOwnProfile } from "./profile-queries.ts";
import { updateOwnProfile } from "./profile-commands.ts";
import { listOwnSessions } from "./session-queries.ts";
import { endOtherOwnSessions, endOwnSession } from "./session-commands.ts";
import { listOwnActivity } from "./activity-queries.ts";

export const accountRoutes = [
  route({
    method: "GET",
    path: "/api/auth/config",
    access: "public",
    summary: "Which identity provider the browser uses.",
    handle: async ({ db }): Promise<AuthConfigResponse> => {
      const config = authConfig();
      const open = await signUpOpen(db);
      return config.provider === "clerk"
        ? { provider: "clerk", publishableKey: config.clerk.publishableKey, signUpOpen: open }
        : { provider: "local", signUpOpen: open };
    },
  }),
  route({ method: "POST", path: "/api/auth/sign-up", access: "public", rawBody: true, handle: ({ req, context }) => handleSignUp(req, context) }),
  route({ method: "GET", path: "/api/auth/verify-email", access: "public", handle: ({ req }) => handleVerifyEmail(req) }),
  route({ method: "POST", path: "/api/auth/sign-in", access: "public", rawBody: true, handle: ({ req, context }) => handleSignIn(req, context) }),
  route({ method: "POST", path: "/api/auth/sign-out", access: "public", rawBody: true, handle: ({ req }) => handleSignOut(req) }),
  route({ method: "GET", path: "/api/auth/session", access: "public", handle: ({ req }) => handleSession(req) }),
  route({ method: "POST", path: "/api/auth/token", access: "public", rawBody: true, handle: ({ req }) => handleToken(req) }),
  route({
    method: "POST",
    path: "/api/invitations/accept",
    access: "public",
    rawBody: true,
    summary: "The invited person sets a password (the link's token is the credential; local provider only).",
    handle: async ({ req }) => {
      assertLocalProvider();
      const input = parseWith(acceptInvitationSchema, await readJsonBody(req));
      await acceptInvitation(input.token, input.password);
      return { status: "complete" };
    },
  }),
  route({
    method: "POST",
    path: "/api/get-user-data",
    access: "ownAccount",
    body: getUserDataRequestSchema,
    handle: ({ user, body }) => getUserData(user, body),
  }),
  route({
    method: "POST",
    path: "/api/check-user-permission",
    access: "ownAccount",
    body: checkUserPermissionRequestSchema,
    handle: ({ user, body }) => checkUserPermission(user, body),
  }),
  route({
    method: "POST",
    path: "/api/log-user-activity",
    access: "ownAccount",
    body: logUserActivityRequestSchema,
    handle: ({ user, body }) => logUserActivity(user, body),
  }),
  route({
    method: "GET",
    path: "/api/my-activity",
    access: "ownAccount",
    handle: async ({ user }): Promise<MyActivityResponse> => {
      const rows = await recentActivity(user.id, MY_ACTIVITY_LIMIT);
      return {
        activity: rows.map((row) => ({
          id: row.id,
          activityType: row.activityType,
          description: row.description,
          createdAt: new Date(row.createdAt).toISOString(),
        })),
      };
    },
  }),

  // Issue 25: password reset, password change, profile, own sessions and own activity.
  route(accountContract.requestPasswordReset, {
    handle: async ({ db, body, ip, origin, deliverAfterResponse }) => {
      const { deliveryIds } = await requestPasswordReset(db, body.email, { ip, origin });
      deliverAfterResponse(deliveryIds);
      return { status: "requested" as const };
    },
  }),
  route(accountContract.completePasswordReset, {
    handle: async ({ db, body, ip, origin, deliverAfterResponse }) => {
      const { endedSessions, deliveryIds } = await completePasswordReset(db, body, { ip, origin });
      deliverAfterResponse(deliveryIds);
      return { status: "complete" as const, endedSessions };
    },
  }),
  route(accountContract.changePassword, {
    handle: async ({ db, user, body, ip, origin, deliverAfterResponse }) => {
      const { endedSessions, deliveryIds } = await changePassword(db, user, body, { ip, origin });
      deliverAfterResponse(deliveryIds);
      return { status: "changed" as const, endedSessions };
    },
  }),
  route(accountContract.getProfile, { handle: ({ db, user }) => getOwnProfile(db, user.id) }),
  route(accountContract.updateProfile, { handle: ({ db, user, body }) => updateOwnProfile(db, user, body) }),
  route(accountContract.listSessions, { handle: ({ db, user }) => listOwnSessions(db, user) }),
  route(accountContract.endSession, { handle: ({ db, user, params }) => endOwnSession(db, user, params.id) }),
  route(accountContract.endOtherSessions, { handle: ({ db, user }) => endOtherOwnSessions(db, user) }),
  route(accountContract.listActivity, { handle: ({ db, user, query }) => listOwnActivity(db, user.id, query) }),
];

/** The provider endpoints answer their errors in Clerk's shape (plus the project's). */
export function mapAccountError(error: unknown): Response | undefined {
  return error instanceof AuthError ? authErrorResponse(error) : undefined;
}
