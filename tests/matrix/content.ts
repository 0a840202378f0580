/**
 * Endpoint matrix rows of the content function (issue 26): the board, management and admin read
 * the site's content and keep drafts; management and admin publish and unpublish. Members and
 * strangers reach none of it, drafts by id included (src/modules/content/server/routes.db.test.ts).
 */
import { BOARD, MANAGEMENT, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/content", access: BOARD },
  { method: "GET", path: "/api/content/entries/:collection/:entryId", access: BOARD },
  { method: "POST", path: "/api/content/entries", access: BOARD },
  { method: "POST", path: "/api/content/entries/:collection/:entryId/unpublish", access: MANAGEMENT },
  { method: "POST", path: "/api/content/drafts", access: BOARD },
  { method: "GET", path: "/api/content/drafts/:id", access: BOARD },
  { method: "PUT", path: "/api/content/drafts/:id", access: BOARD },
  { method: "DELETE", path: "/api/content/drafts/:id", access: BOARD },
  { method: "POST", path: "/api/content/drafts/:id/rebase", access: BOARD },
  { method: "POST", path: "/api/content/drafts/:id/images", access: BOARD },
  { method: "GET", path: "/api/content/drafts/:id/picture", access: BOARD },
  { method: "POST", path: "/api/content/drafts/:id/submit", access: BOARD },
  { method: "POST", path: "/api/content/drafts/:id/publish", access: MANAGEMENT },
  { method: "GET", path: "/api/content/publications", access: BOARD },
  { method: "GET", path: "/api/content/publications/:id", access: BOARD },
];
