/** The collaborative notes module's endpoints (src/modules/collab/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { extractText } from "../../src/composition/channels/extract-text.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { collabRoutes } from "#modules/collab/server/routes.ts";

export default moduleFunction(collabRoutes, { channels: [notificationMail, extractText] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/collab/docs",
    "/api/collab/docs/:docKey",
    "/api/collab/docs/:docKey/sync",
    "/api/collab/docs/:docKey/snapshots",
    "/api/collab/docs/:docKey/snapshots/:snapshotId",
    "/api/collab/docs/:docKey/snapshots/:snapshotId/restore",
    "/api/collab/docs/:docKey/export",
    "/api/collab/docs/:docKey/minutes",
  ],
  method: ["GET", "POST", "PUT"],
};
