/**
 * The account's endpoints (ADR 260): the sign-in machinery of the local identity provider (ADR 004,
 * /api/auth/*: Clerk's paths and answer shapes, so the browser treats both providers alike; the
 * verify link is mailed), accepting an invitation, the user data functions of SPEC section 7 under
 * their named paths, and since issue 25 "Passwort vergessen?" (public: the mailed link's token is
 * the credential), the password change, the profile, the person's own sessions and own activity.
 *
 * The provider endpoints read their own bodies and build their own Responses in
 * src/platform/auth/local (cookies, Clerk's form_* error codes, a redirect for the mailed link):
 * they are declared with `rawBody` and `negotiatedAnswer`, and their summaries name the shapes.
 */
import { rawBody, defineContract, endpoint, negotiatedAnswer, noContent } from "#shared/contract/endpoint.ts";
import { checkUserPermissionRequestSchema, getUserDataRequestSchema, logUserActivityRequestSchema } from "#shared/schemas/user-data.ts";
import { itemsOf } from "#shared/contract/answers.ts";
import {
  activityLoggedSchema,
  authConfigSchema,
  endedSessionsSchema,
  invitationAcceptedSchema,
  myActivitySchema,
  permissionSchema,
  userDataSchema,
  ownActivityPageSchema,
  ownActivityQuerySchema,
  ownSessionSchema,
  passwordChangedSchema,
  passwordChangeSchema,
  passwordResetCompleteSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  profileSchema,
  profileUpdateSchema,
  sessionParamsSchema,
} from "./schema.ts";
import { AUTH_PATHS } from "./auth-paths.ts";
import { VERIFY_EMAIL_PATH } from "#shared/platform-paths.ts";

const JSON_BODY = rawBody("application/json");

export const accountContract = defineContract("account", {
  getAuthConfig: endpoint({
    method: "GET",
    path: AUTH_PATHS.getAuthConfig,
    access: "public",
    response: authConfigSchema,
    summary: "Which identity provider the browser uses.",
  }),
  signUp: endpoint({
    method: "POST",
    path: AUTH_PATHS.signUp,
    access: "public",
    body: JSON_BODY,
    response: negotiatedAnswer,
    summary: "Local provider: creates the account and mails the confirmation link; JSON { status } or Clerk's { errors: [{ code }] }.",
  }),
  verifyEmail: endpoint({
    method: "GET",
    path: VERIFY_EMAIL_PATH,
    access: "public",
    response: negotiatedAnswer,
    summary: "The mailed link (?token=): confirms the address and redirects (302) to the login page with ?verified=1 or 0.",
  }),
  signIn: endpoint({
    method: "POST",
    path: AUTH_PATHS.signIn,
    access: "public",
    body: JSON_BODY,
    response: negotiatedAnswer,
    summary: "Local provider: sets the session cookie; JSON { status } or Clerk's { errors: [{ code }] } (throttled, ADR 004).",
  }),
  signOut: endpoint({
    method: "POST",
    path: AUTH_PATHS.signOut,
    access: "public",
    body: JSON_BODY,
    response: negotiatedAnswer,
    summary: "Ends the cookie's session and clears the cookie.",
  }),
  getSession: endpoint({
    method: "GET",
    path: AUTH_PATHS.getSession,
    access: "public",
    response: negotiatedAnswer,
    summary: "The cookie's user and session, or { user: null, session: null } when nobody is signed in.",
  }),
  getToken: endpoint({
    method: "POST",
    path: AUTH_PATHS.getToken,
    access: "public",
    body: JSON_BODY,
    response: negotiatedAnswer,
    summary: "A short-lived bearer token for the cookie's session (JSON { jwt }), 401 in Clerk's shape without one.",
  }),
  acceptInvitation: endpoint({
    method: "POST",
    path: AUTH_PATHS.acceptInvitation,
    access: "public",
    body: JSON_BODY,
    response: invitationAcceptedSchema,
    summary: "The invited person sets a password (the link's token is the credential; local provider only; errors in Clerk's shape).",
  }),
  getUserData: endpoint({ method: "POST", path: "/api/get-user-data", access: "ownAccount", body: getUserDataRequestSchema, response: userDataSchema }),
  checkUserPermission: endpoint({
    method: "POST",
    path: "/api/check-user-permission",
    access: "ownAccount",
    body: checkUserPermissionRequestSchema,
    response: permissionSchema,
  }),
  logUserActivity: endpoint({
    method: "POST",
    path: "/api/log-user-activity",
    access: "ownAccount",
    body: logUserActivityRequestSchema,
    response: activityLoggedSchema,
  }),
  getMyActivity: endpoint({
    method: "GET",
    path: "/api/my-activity",
    access: "ownAccount",
    response: myActivitySchema,
    summary: "The caller's latest activity log entries (MY_ACTIVITY_LIMIT).",
  }),

  requestPasswordReset: endpoint({
    method: "POST",
    path: "/api/account/password-reset",
    access: "public",
    body: passwordResetRequestSchema,
    response: passwordResetRequestedSchema,
    summary: "Mails a single-use reset link when the address has a local account; the same answer either way (throttled like sign-in).",
  }),
  completePasswordReset: endpoint({
    method: "POST",
    path: "/api/account/password-reset/complete",
    access: "public",
    body: passwordResetCompleteSchema,
    response: passwordResetDoneSchema,
    summary: "Sets the new password with the link's token (used up) and ends every session of the account; 410 for a used or expired link.",
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/account/password",
    access: "ownAccount",
    body: passwordChangeSchema,
    response: passwordChangedSchema,
    summary: "Changes the caller's password (the current one required); ends the caller's other sessions.",
  }),
  getProfile: endpoint({ method: "GET", path: "/api/account/profile", access: "ownAccount", response: profileSchema }),
  updateProfile: endpoint({ method: "PUT", path: "/api/account/profile", access: "ownAccount", body: profileUpdateSchema, response: profileSchema }),
  listSessions: endpoint({ method: "GET", path: "/api/account/sessions", access: "ownAccount", response: itemsOf(ownSessionSchema) }),
  endSession: endpoint({
    method: "POST",
    path: "/api/account/sessions/:id/end",
    access: "ownAccount",
    params: sessionParamsSchema,
    notFound: "Die Sitzung",
    response: noContent,
    summary: "Ends one of the caller's own sessions (another person's answers 404).",
  }),
  endOtherSessions: endpoint({
    method: "POST",
    path: "/api/account/sessions/end-others",
    access: "ownAccount",
    response: endedSessionsSchema,
    summary: "Ends every session of the caller except the one this request was made with.",
  }),
  listActivity: endpoint({
    method: "GET",
    path: "/api/account/activity",
    access: "ownAccount",
    query: ownActivityQuerySchema,
    response: ownActivityPageSchema,
    summary: "The caller's own activity log, newest first, by keyset.",
  }),
});
