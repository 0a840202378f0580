/** The membership application's endpoints: public submission and the board's review (src/modules/membership-applications/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { membershipApplicationRoutes } from "#modules/membership-applications/server/routes.ts";

export default moduleFunction(membershipApplicationRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/membership-applications",
    "/api/membership-applications/review",
    "/api/membership-applications/:id",
    "/api/membership-applications/:id/status",
    "/api/membership-applications/:id/decision",
    "/api/membership-applications/:id/approval-check",
    "/api/membership-applications/admission-freezes",
  ],
  method: ["GET", "POST"],
};
