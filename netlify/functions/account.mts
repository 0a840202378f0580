/** Sign-in, sessions and the user data functions (src/modules/account/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { accountRoutes, mapAccountError } from "#modules/account/server/routes.ts";

export default moduleFunction(accountRoutes, { mapError: mapAccountError });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/auth/config",
    "/api/auth/sign-up",
    "/api/auth/verify-email",
    "/api/auth/sign-in",
    "/api/auth/sign-out",
    "/api/auth/session",
    "/api/auth/token",
    "/api/invitations/accept",
    "/api/get-user-data",
    "/api/check-user-permission",
    "/api/log-user-activity",
    "/api/my-activity",
    "/api/account/password-reset",
    "/api/account/password-reset/complete",
    "/api/account/password",
    "/api/account/profile",
    "/api/account/sessions",
    "/api/account/sessions/:id/end",
    "/api/account/sessions/end-others",
    "/api/account/activity",
  ],
  method: ["GET", "POST", "PUT"],
};
