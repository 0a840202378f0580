/** The audit trail's endpoints (src/modules/audit/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { auditRoutes } from "#modules/audit/server/routes.ts";

export default moduleFunction(auditRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/audit/entries", "/api/audit/export", "/api/audit/facets", "/api/audit/verify"],
  method: ["GET", "POST"],
};
