/** Analytics endpoints (src/modules/analytics/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { analyticsRoutes } from "#modules/analytics/server/routes.ts";

export default moduleFunction(analyticsRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/analytics/report"],
  method: ["GET"],
};
