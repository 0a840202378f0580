/** The political workbench's endpoints (src/modules/political-workbench/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { politicalRoutes } from "#modules/political-workbench/server/routes.ts";

export default moduleFunction(politicalRoutes, { channels: [notificationMail] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/political-workbench/procedures",
    "/api/political-workbench/procedures/:id",
    "/api/political-workbench/procedures/:id/archive",
    "/api/political-workbench/procedures/:id/stage",
    "/api/political-workbench/procedures/:id/dates",
    "/api/political-workbench/procedure-dates/:id",
    "/api/political-workbench/procedures/:id/watch",
    "/api/political-workbench/procedures/:id/positions",
    "/api/political-workbench/procedures/:id/positions/:positionId",
    "/api/political-workbench/procedures/:id/links",
    "/api/political-workbench/procedures/:id/stakeholders/:contactId",
    "/api/political-workbench/links/:id",
    "/api/political-workbench/positions",
    "/api/political-workbench/positions/:id",
    "/api/political-workbench/positions/:id/versions/:number",
    "/api/political-workbench/positions/:id/links",
    "/api/political-workbench/stakeholders",
    "/api/political-workbench/stakeholders/facets",
    "/api/political-workbench/stakeholders/:contactId",
    "/api/political-workbench/contact-options",
    "/api/political-workbench/staff",
    "/api/political-workbench/campaigns",
    "/api/political-workbench/campaigns/:id",
    "/api/political-workbench/campaigns/:id/actions",
    "/api/political-workbench/actions/:id",
    "/api/political-workbench/campaigns/:id/targets",
    "/api/political-workbench/campaigns/:id/targets/:contactId",
    "/api/political-workbench/campaigns/:id/links",
    "/api/political-workbench/analytics",
    "/api/political-workbench/analytics/csv",
    "/api/political-workbench/lobby-register/:year",
    "/api/political-workbench/lobby-register/:year/csv",
  ],
  method: ["GET", "POST", "PUT", "DELETE"],
};
