/** The member register's endpoints (src/modules/members/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { memberRoutes } from "../../src/modules/members/server/routes.ts";

export default moduleFunction(memberRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/back-office/members", "/api/back-office/members/:id", "/api/back-office/members/:id/exclusion", "/api/back-office/members/:id/resignation", "/api/back-office/members/:id/contacts", "/api/back-office/members/:id/contacts/:contactId", "/api/back-office/member-export", "/api/back-office/member-figures"],
  method: ["GET", "POST", "PUT", "DELETE"],
};
