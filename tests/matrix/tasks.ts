/** Endpoint matrix rows of the tasks function (see tests/unit/endpoint-matrix.ts). */
import { BOARD, MEMBER, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/todos/tasks", access: MEMBER },
  { method: "POST", path: "/api/todos/tasks", access: MEMBER },
  { method: "POST", path: "/api/todos/tasks/bulk-status", access: MEMBER },
  { method: "GET", path: "/api/todos/tasks/:id", access: MEMBER },
  { method: "PUT", path: "/api/todos/tasks/:id", access: MEMBER },
  { method: "POST", path: "/api/todos/tasks/:id/status", access: MEMBER },
  { method: "POST", path: "/api/todos/tasks/:id/checklist", access: MEMBER },
  { method: "PATCH", path: "/api/todos/tasks/:id/checklist/:itemId", access: MEMBER },
  { method: "DELETE", path: "/api/todos/tasks/:id/checklist/:itemId", access: MEMBER },
  { method: "POST", path: "/api/todos/tasks/:id/comments", access: MEMBER },
  { method: "POST", path: "/api/todos/tasks/:id/links", access: MEMBER },
  { method: "DELETE", path: "/api/todos/tasks/:id/links/:linkId", access: MEMBER },
  { method: "GET", path: "/api/todos/link-targets", access: MEMBER },
  { method: "GET", path: "/api/todos/board", access: MEMBER },
  { method: "GET", path: "/api/todos/summary", access: MEMBER },
  { method: "GET", path: "/api/todos/people", access: MEMBER },
  { method: "GET", path: "/api/todos/labels", access: MEMBER },
  { method: "GET", path: "/api/todos/projects", access: MEMBER },
  { method: "POST", path: "/api/todos/projects", access: MEMBER },
  { method: "GET", path: "/api/todos/projects/:id", access: MEMBER },
  { method: "PUT", path: "/api/todos/projects/:id", access: MEMBER },
  { method: "GET", path: "/api/todos/analytics", access: BOARD },
];
