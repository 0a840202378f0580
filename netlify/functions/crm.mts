/** The CRM module's endpoints (src/modules/crm/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { crmRoutes } from "#modules/crm/server/routes.ts";

export default moduleFunction(crmRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/crm/contacts",
    "/api/crm/contacts/:id",
    "/api/crm/interactions",
    "/api/crm/organizations",
    "/api/crm/organizations/:id",
    "/api/crm/staff",
    "/api/crm/tags",
  ],
  method: ["GET", "POST", "PUT", "DELETE"],
};
