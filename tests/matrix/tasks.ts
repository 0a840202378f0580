/** Endpoint matrix rows of the tasks function (see tests/unit/endpoint-matrix.ts). */
import { BOARD, MEMBER, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/tasks/tasks", access: MEMBER },
  { method: "POST", path: "/api/tasks/tasks", access: MEMBER },
  { method: "POST", path: "/api/tasks/tasks/bulk-status", access: MEMBER },
  { method: "GET", path: "/api/tasks/tasks/:id", access: MEMBER },
  { method: "PUT", path: "/api/tasks/tasks/:id", access: MEMBER },
  { method: "POST", path: "/api/tasks/tasks/:id/status", access: MEMBER },
  { method: "POST", path: "/api/tasks/tasks/:id/checklist", access: MEMBER },
  { method: "PATCH", path: "/api/tasks/tasks/:id/checklist/:itemId", access: MEMBER },
  { method: "DELETE", path: "/api/tasks/tasks/:id/checklist/:itemId", access: MEMBER },
  { method: "POST", path: "/api/tasks/tasks/:id/comments", access: MEMBER },
  { method: "POST", path: "/api/tasks/tasks/:id/links", access: MEMBER },
  { method: "DELETE", path: "/api/tasks/tasks/:id/links/:linkId", access: MEMBER },
  { method: "GET", path: "/api/tasks/link-targets", access: MEMBER },
  { method: "GET", path: "/api/tasks/board", access: MEMBER },
  { method: "GET", path: "/api/tasks/summary", access: MEMBER },
  { method: "GET", path: "/api/tasks/people", access: MEMBER },
  { method: "GET", path: "/api/tasks/labels", access: MEMBER },
  { method: "GET", path: "/api/tasks/projects", access: MEMBER },
  { method: "POST", path: "/api/tasks/projects", access: MEMBER },
  { method: "GET", path: "/api/tasks/projects/:id", access: MEMBER },
  { method: "PUT", path: "/api/tasks/projects/:id", access: MEMBER },
  { method: "GET", path: "/api/tasks/analytics", access: BOARD },
];
