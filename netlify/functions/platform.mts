/** Platform endpoints: the browser's error-reporting configuration. */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { errorReportingRoutes } from "#platform/error-reporting/routes.ts";

export default moduleFunction(errorReportingRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/sentry-config"],
  method: ["GET"],
};
