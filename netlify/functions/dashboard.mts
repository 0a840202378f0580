/** The dashboard's endpoint (src/modules/dashboard/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { dashboardRoutes } from "#modules/dashboard/server/routes.ts";

export default moduleFunction(dashboardRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/dashboard"],
  method: ["GET"],
};
