/** The member register's endpoints (src/modules/members/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { memberRoutes } from "#modules/members/server/routes.ts";

export default moduleFunction(memberRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/members",
    "/api/members/:id",
    "/api/members/:id/exclusion",
    "/api/members/:id/resignation",
    "/api/members/:id/contacts",
    "/api/members/:id/contacts/:contactId",
    "/api/members/export",
    "/api/members/figures",
    "/api/members/admission-today",
  ],
  method: ["GET", "POST", "PUT", "DELETE"],
};
