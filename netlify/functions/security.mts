/** The security center's endpoints (src/modules/security/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { securityIncidentCheck } from "../../src/composition/channels/incident-read-check.ts";
import { securityRoutes } from "#modules/security/server/routes.ts";

export default moduleFunction(securityRoutes, { channels: [notificationMail], readChecks: [securityIncidentCheck] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/security/incidents",
    "/api/security/incidents/:id",
    "/api/security/incidents/:id/links",
    "/api/security/incidents/:id/links/:linkId",
    "/api/security/incidents/:id/notes",
    "/api/security/overview",
    "/api/security/rate-limits",
    "/api/security/rate-limits/unblock",
    "/api/security/session-policy",
    "/api/security/sessions",
    "/api/security/sessions/:id/end",
    "/api/security/staff",
    "/api/security/users/:id/end-sessions",
  ],
  method: ["GET", "POST", "PUT", "DELETE"],
};
