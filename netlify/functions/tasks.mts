/** The tasks module's endpoints (src/modules/tasks/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { registerTaskLinkResolvers } from "../../src/composition/task-link-resolvers.ts";
import { taskRoutes } from "../../src/modules/tasks/server/routes.ts";

registerTaskLinkResolvers();
export default moduleFunction(taskRoutes, { channels: [notificationMail] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/todos/tasks",
    "/api/todos/tasks/bulk-status",
    "/api/todos/tasks/:id",
    "/api/todos/tasks/:id/status",
    "/api/todos/tasks/:id/checklist",
    "/api/todos/tasks/:id/checklist/:itemId",
    "/api/todos/tasks/:id/comments",
    "/api/todos/tasks/:id/links",
    "/api/todos/tasks/:id/links/:linkId",
    "/api/todos/board",
    "/api/todos/summary",
    "/api/todos/people",
    "/api/todos/labels",
    "/api/todos/projects",
    "/api/todos/projects/:id",
    "/api/todos/analytics",
    "/api/todos/link-targets",
  ],
  method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
};
