/**
 * The account's own endpoints (ADR 260, issue 25): "Passwort vergessen?" with the local identity
 * provider (public: the mailed link's token is the credential), the password change, the profile,
 * the person's own sessions and own activity. The sign-in machinery of ADR 004 (/api/auth/*) keeps
 * its Clerk-shaped answers in server/routes.ts.
 */
import { defineContract, endpoint, noContent } from "#shared/contract/endpoint.ts";
import { itemsOf } from "#shared/contract/answers.ts";
import {
  endedSessionsSchema,
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

export const accountContract = defineContract("account", {
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
