/** The documents module's endpoints (src/modules/documents/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { extractText } from "../../src/composition/channels/extract-text.ts";
import { notificationMail } from "../../src/composition/channels/notification-mail.ts";
import { documentsRoutes } from "#modules/documents/server/routes.ts";
import { mapUploadError } from "#modules/documents/server/map-upload-error.ts";

export default moduleFunction(documentsRoutes, { mapError: mapUploadError, channels: [notificationMail, extractText] });

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/documents",
    "/api/documents/:id",
    "/api/documents/:id/content",
    "/api/documents/:id/restore",
    "/api/documents/:id/versions/restore",
    "/api/documents/folders",
    "/api/documents/folders/:id",
    "/api/documents/folders/:id/watch",
    "/api/documents/trash",
    "/api/documents/uploads",
    "/api/documents/uploads/:id",
    "/api/documents/uploads/:id/chunks/:index",
    "/api/documents/uploads/:id/complete",
  ],
  method: ["GET", "POST", "PUT", "PATCH", "DELETE"],
};
