/** System administration's endpoints (src/modules/system/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { ALL_JOBS } from "../../src/composition/jobs.ts";
import { ALL_MODULE_CHANNELS, ALL_READ_CHECKS } from "../../src/composition/channels/all.ts";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { systemRoutes } from "#modules/system/index.ts";

export default moduleFunction(
  systemRoutes(() => ALL_JOBS),
  { channels: ALL_MODULE_CHANNELS, readChecks: ALL_READ_CHECKS },
);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/system/jobs/:name/run", "/api/system/outbox", "/api/system/outbox/:id", "/api/system/outbox/:id/retry", "/api/system/status"],
  method: ["GET", "POST", "DELETE"],
};
