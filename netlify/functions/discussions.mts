/** The discussions module's endpoints (src/modules/discussions/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { discussionsPostCheck } from "../../src/composition/channels/discussions-read-check.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { discussionRoutes } from "#modules/discussions/server/routes.ts";

export default moduleFunction(discussionRoutes, { channels: [notificationMail], readChecks: [discussionsPostCheck] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/discussions/categories",
    "/api/discussions/categories/admin",
    "/api/discussions/categories/:id",
    "/api/discussions/categories/:id/watch",
    "/api/discussions/categories/:id/read",
    "/api/discussions/threads",
    "/api/discussions/threads/:id",
    "/api/discussions/threads/:id/posts",
    "/api/discussions/threads/:id/moderation",
    "/api/discussions/threads/:id/watch",
    "/api/discussions/threads/:id/read",
    "/api/discussions/posts/:id",
    "/api/discussions/posts/:id/revisions",
    "/api/discussions/search",
    "/api/discussions/mentionable",
  ],
  method: ["GET", "POST", "PUT", "DELETE"],
};
