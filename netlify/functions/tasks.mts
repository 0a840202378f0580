/** The tasks module's endpoints (src/modules/tasks/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { registerTaskLinkResolvers } from "../../src/composition/task-link-resolvers.ts";
import { taskRoutes } from "#modules/tasks/server/routes.ts";

registerTaskLinkResolvers();
export default moduleFunction(taskRoutes, { channels: [notificationMail] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/tasks/tasks",
    "/api/tasks/tasks/bulk-status",
    "/api/tasks/tasks/:id",
    "/api/tasks/tasks/:id/status",
    "/api/tasks/tasks/:id/checklist",
    "/api/tasks/tasks/:id/checklist/:itemId",
    "/api/tasks/tasks/:id/comments",
    "/api/tasks/tasks/:id/links",
    "/api/tasks/tasks/:id/links/:linkId",
    "/api/tasks/board",
    "/api/tasks/summary",
    "/api/tasks/people",
    "/api/tasks/labels",
    "/api/tasks/projects",
    "/api/tasks/projects/:id",
    "/api/tasks/analytics",
    "/api/tasks/link-targets",
  ],
  method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
};
