/** User management (src/modules/user-management/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { userManagementRoutes } from "../../src/modules/user-management/server/routes.ts";

export default moduleFunction(userManagementRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/back-office/users", "/api/back-office/users/:id/roles", "/api/back-office/users/:id/status", "/api/back-office/invitations", "/api/back-office/invitations/:id", "/api/back-office/invitations/:id/resend", "/api/back-office/settings/sign-up"],
  method: ["GET", "POST", "PUT", "DELETE"],
};
