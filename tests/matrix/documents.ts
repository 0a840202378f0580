/**
 * Endpoint matrix rows of the documents function. Every member reaches the module; which
 * documents they see inside it is decided per folder (src/modules/documents/server/access-routes.db.test.ts
 * reads another role's documents by id, by search and by download link).
 */
import { ADMIN, MEMBER, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/documents", access: MEMBER },
  { method: "GET", path: "/api/documents/trash", access: MEMBER },
  { method: "GET", path: "/api/documents/:id", access: MEMBER },
  { method: "PATCH", path: "/api/documents/:id", access: MEMBER, body: () => ({ version: 1 }) },
  { method: "DELETE", path: "/api/documents/:id", access: MEMBER },
  { method: "POST", path: "/api/documents/:id/restore", access: MEMBER },
  { method: "POST", path: "/api/documents/:id/versions/restore", access: MEMBER, body: () => ({ number: 1, version: 1 }) },
  { method: "GET", path: "/api/documents/:id/content", access: MEMBER },
  { method: "GET", path: "/api/documents/folders", access: MEMBER },
  { method: "POST", path: "/api/documents/folders", access: ADMIN },
  { method: "PATCH", path: "/api/documents/folders/:id", access: ADMIN },
  { method: "DELETE", path: "/api/documents/folders/:id", access: ADMIN },
  { method: "PUT", path: "/api/documents/folders/:id/watch", access: MEMBER, body: () => ({ watching: true }) },
  { method: "POST", path: "/api/documents/uploads", access: MEMBER },
  { method: "GET", path: "/api/documents/uploads/:id", access: MEMBER },
  { method: "PUT", path: "/api/documents/uploads/:id/chunks/:index", access: MEMBER },
  { method: "POST", path: "/api/documents/uploads/:id/complete", access: MEMBER },
  { method: "DELETE", path: "/api/documents/uploads/:id", access: MEMBER },
];
