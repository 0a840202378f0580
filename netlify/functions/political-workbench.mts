/** The political workbench's endpoints (src/modules/political-workbench/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { politicalRoutes } from "../../src/modules/political-workbench/server/routes.ts";

export default moduleFunction(politicalRoutes, { channels: [notificationMail] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: ["/api/political/procedures", "/api/political/procedures/:id", "/api/political/procedures/:id/archive", "/api/political/procedures/:id/stage", "/api/political/procedures/:id/dates", "/api/political/procedure-dates/:id", "/api/political/procedures/:id/watch", "/api/political/procedures/:id/positions", "/api/political/procedures/:id/positions/:positionId", "/api/political/procedures/:id/links", "/api/political/procedures/:id/stakeholders/:contactId", "/api/political/links/:id", "/api/political/positions", "/api/political/positions/:id", "/api/political/positions/:id/versions/:number", "/api/political/positions/:id/links", "/api/political/stakeholders", "/api/political/stakeholders/facets", "/api/political/stakeholders/:contactId", "/api/political/contact-options", "/api/political/staff", "/api/political/campaigns", "/api/political/campaigns/:id", "/api/political/campaigns/:id/actions", "/api/political/actions/:id", "/api/political/campaigns/:id/targets", "/api/political/campaigns/:id/targets/:contactId", "/api/political/campaigns/:id/links", "/api/political/analytics", "/api/political/analytics/csv", "/api/political/lobby-register/:year", "/api/political/lobby-register/:year/csv"],
  method: ["GET", "POST", "PUT", "DELETE"],
};
