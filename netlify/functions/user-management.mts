/** User management (src/modules/user-management/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { userManagementRoutes } from "#modules/user-management/server/routes.ts";

export default moduleFunction(userManagementRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/user-management/users",
    "/api/user-management/users/:id/roles",
    "/api/user-management/users/:id/status",
    "/api/user-management/invitations",
    "/api/user-management/invitations/:id",
    "/api/user-management/invitations/:id/resend",
    "/api/user-management/settings/sign-up",
  ],
  method: ["GET", "POST", "PUT", "DELETE"],
};
