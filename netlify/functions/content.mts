/** The content editor's endpoints (src/modules/content/server/routes.ts). */
import type { Config } from "@netlify/functions";
import { moduleFunction } from "../../src/composition/module-function.ts";
import { contentRoutes } from "#modules/content/server/routes.ts";

export default moduleFunction(contentRoutes);

// Netlify reads config.path statically: keep it a literal list. module-functions.test.ts checks it
// against the route table.
export const config: Config = {
  path: [
    "/api/content",
    "/api/content/drafts",
    "/api/content/drafts/:id",
    "/api/content/drafts/:id/images",
    "/api/content/drafts/:id/picture",
    "/api/content/drafts/:id/publish",
    "/api/content/drafts/:id/rebase",
    "/api/content/drafts/:id/submit",
    "/api/content/entries",
    "/api/content/entries/:collection/:entryId",
    "/api/content/entries/:collection/:entryId/unpublish",
    "/api/content/publications",
    "/api/content/publications/:id",
  ],
  method: ["GET", "POST", "PUT", "DELETE"],
};
