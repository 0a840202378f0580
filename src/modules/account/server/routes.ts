/**
 * The account's route table: each endpoint of contract.ts bound to its service. The local identity
 * provider's endpoints (ADR 004; 404 while Clerk runs) read their own bodies: their input errors
 * are Clerk's form_* codes, not invalid_input (mapAccountError below).
 */
import { route } from "#platform/http/router.ts";
import { parseWith, readJsonBody } from "#platform/http/body.ts";
import { authConfig } from "#platform/auth/auth-config.ts";
import { signUpOpen } from "#platform/auth/sign-up-setting.ts";
import { authErrorResponse, AuthError } from "#platform/auth/auth-errors.ts";
import { acceptInvitation } from "#platform/auth/accept-invitation.ts";
import { assertLocalProvider } from "#platform/auth/local/local-request.ts";
import { handleSession, handleSignOut, handleToken } from "#platform/auth/local/session-endpoints.ts";
import { handleSignIn } from "#platform/auth/local/sign-in.ts";
import { handleSignUp } from "#platform/auth/local/sign-up.ts";
import { handleVerifyEmail } from "#platform/auth/local/verify-email.ts";
import { acceptInvitationSchema } from "#shared/schemas/auth.ts";
import { checkUserPermission, getUserData, logUserActivity } from "./user-data.ts";
import { accountContract as account } from "../contract.ts";
import { myActivity } from "./activity-queries.ts";
import { completePasswordReset, requestPasswordReset } from "./password-reset-commands.ts";
import { changePassword } from "./password-commands.ts";
import { getOwnProfile } from "./profile-queries.ts";
import { updateOwnProfile } from "./profile-commands.ts";
import { listOwnSessions } from "./session-queries.ts";
import { endOtherOwnSessions, endOwnSession } from "./session-commands.ts";
import { listOwnActivity } from "./activity-queries.ts";

export const accountRoutes = [
  route(account.getAuthConfig, {
    handle: async ({ db }) => {
      const config = authConfig();
      const open = await signUpOpen(db);
      return config.provider === "clerk"
        ? { provider: "clerk" as const, publishableKey: config.clerk.publishableKey, signUpOpen: open }
        : { provider: "local" as const, signUpOpen: open };
    },
  }),
  route(account.signUp, { handle: ({ req, context }) => handleSignUp(req, context) }),
  route(account.verifyEmail, { handle: ({ req }) => handleVerifyEmail(req) }),
  route(account.signIn, { handle: ({ req, context }) => handleSignIn(req, context) }),
  route(account.signOut, { handle: ({ req }) => handleSignOut(req) }),
  route(account.getSession, { handle: ({ req }) => handleSession(req) }),
  route(account.getToken, { handle: ({ req }) => handleToken(req) }),
  route(account.acceptInvitation, {
    handle: async ({ req }) => {
      assertLocalProvider();
      const input = parseWith(acceptInvitationSchema, await readJsonBody(req));
      await acceptInvitation(input.token, input.password);
      return { status: "complete" as const };
    },
  }),
  route(account.getUserData, { handle: ({ user, body }) => getUserData(user, body) }),
  route(account.checkUserPermission, { handle: ({ user, body }) => checkUserPermission(user, body) }),
  route(account.logUserActivity, { handle: ({ user, body }) => logUserActivity(user, body) }),
  route(account.getMyActivity, { handle: ({ user }) => myActivity(user.id) }),

  // Issue 25: password reset, password change, profile, own sessions and own activity.
  route(account.requestPasswordReset, {
    handle: async ({ db, body, ip, origin, deliverAfterResponse }) => {
      const { deliveryIds } = await requestPasswordReset(db, body.email, { ip, origin });
      deliverAfterResponse(deliveryIds);
      return { status: "requested" as const };
    },
  }),
  route(account.completePasswordReset, {
    handle: async ({ db, body, ip, origin, deliverAfterResponse }) => {
      const { endedSessions, deliveryIds } = await completePasswordReset(db, body, { ip, origin });
      deliverAfterResponse(deliveryIds);
      return { status: "complete" as const, endedSessions };
    },
  }),
  route(account.changePassword, {
    handle: async ({ db, user, body, ip, origin, deliverAfterResponse }) => {
      const { endedSessions, deliveryIds } = await changePassword(db, user, body, { ip, origin });
      deliverAfterResponse(deliveryIds);
      return { status: "changed" as const, endedSessions };
    },
  }),
  route(account.getProfile, { handle: ({ db, user }) => getOwnProfile(db, user.id) }),
  route(account.updateProfile, { handle: ({ db, user, body }) => updateOwnProfile(db, user, body) }),
  route(account.listSessions, { handle: ({ db, user }) => listOwnSessions(db, user) }),
  route(account.endSession, { handle: ({ db, user, params }) => endOwnSession(db, user, params.id) }),
  route(account.endOtherSessions, { handle: ({ db, user }) => endOtherOwnSessions(db, user) }),
  route(account.listActivity, { handle: ({ db, user, query }) => listOwnActivity(db, user.id, query) }),
];

/** The provider endpoints answer their errors in Clerk's shape (plus the project's). */
export function mapAccountError(error: unknown): Response | undefined {
  return error instanceof AuthError ? authErrorResponse(error) : undefined;
}
