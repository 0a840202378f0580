/**
 * Endpoint matrix rows of the discussions function (see tests/unit/endpoint-matrix.ts). Every
 * member reaches the endpoints; which categories, threads and posts they may read inside is data,
 * tested by src/modules/discussions/server/discussions.db.test.ts (a member reading a
 * board thread by id, by search, by its posts and revisions, and by mention autocomplete).
 */
import { ADMIN, BOARD, MEMBER, type EndpointRow } from "../helpers/matrix-access.ts";

const category = { name: "Matrix-Bereich", readRoles: ["mitglied"], writeRoles: ["mitglied"] };

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/discussions/categories", access: MEMBER },
  { method: "GET", path: "/api/discussions/categories/admin", access: ADMIN },
  { method: "POST", path: "/api/discussions/categories", access: ADMIN, body: () => ({ ...category, name: `Matrix ${crypto.randomUUID().slice(0, 8)}` }) },
  { method: "GET", path: "/api/discussions/categories/:id", access: ADMIN },
  { method: "PUT", path: "/api/discussions/categories/:id", access: ADMIN, body: () => ({ ...category, version: 1 }) },
  { method: "PUT", path: "/api/discussions/categories/:id/watch", access: MEMBER, body: () => ({ level: "watching" }) },
  { method: "POST", path: "/api/discussions/categories/:id/read", access: MEMBER },
  { method: "GET", path: "/api/discussions/threads", access: MEMBER },
  {
    method: "POST",
    path: "/api/discussions/threads",
    access: MEMBER,
    body: () => ({ categoryId: "00000000-0000-4000-8000-000000000000", title: "Matrix", body: "Text" }),
  },
  { method: "GET", path: "/api/discussions/threads/:id", access: MEMBER },
  { method: "GET", path: "/api/discussions/threads/:id/posts", access: MEMBER },
  { method: "POST", path: "/api/discussions/threads/:id/posts", access: MEMBER, body: () => ({ body: "Antwort" }) },
  { method: "POST", path: "/api/discussions/threads/:id/moderation", access: BOARD, body: () => ({ action: "pin", version: 1 }) },
  { method: "PUT", path: "/api/discussions/threads/:id/watch", access: MEMBER, body: () => ({ level: "muted" }) },
  { method: "POST", path: "/api/discussions/threads/:id/read", access: MEMBER, body: () => ({ postNumber: 1 }) },
  { method: "PUT", path: "/api/discussions/posts/:id", access: MEMBER, body: () => ({ body: "Neu", version: 1 }) },
  { method: "DELETE", path: "/api/discussions/posts/:id", access: MEMBER },
  { method: "GET", path: "/api/discussions/posts/:id/revisions", access: MEMBER },
  { method: "GET", path: "/api/discussions/search", access: MEMBER },
  { method: "GET", path: "/api/discussions/mentionable", access: MEMBER },
];
