/** The notifications module's endpoints (src/modules/notifications/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { notificationRoutes } from "#modules/notifications/server/routes.ts";

export default moduleFunction(notificationRoutes, { channels: [notificationMail] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/notifications",
    "/api/notifications/summary",
    "/api/notifications/:id/read",
    "/api/notifications/read-all",
    "/api/notifications/preferences",
    "/api/notifications/unsubscribe",
  ],
  method: ["GET", "POST", "PUT"],
};
