/** The CRM module's endpoints (src/modules/crm/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { crmRoutes } from "../../src/modules/crm/server/routes.ts";

export default moduleFunction(crmRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/back-office/crm/contacts", "/api/back-office/crm/contacts/:id", "/api/back-office/crm/interactions", "/api/back-office/crm/organizations", "/api/back-office/crm/organizations/:id", "/api/back-office/crm/staff", "/api/back-office/crm/tags"],
  method: ["GET", "POST", "PUT", "DELETE"],
};
