/** The audit trail (admin only, SPEC section 6): list, filter values, chain check, CSV export. */
import { route } from "../../../platform/http/router.ts";
import { auditFilterSchema, auditListQuerySchema } from "../schema.ts";
import { auditFacets, listAuditEntries } from "./audit-queries.ts";
import { exportAuditCsv } from "./audit-export.ts";
import { checkChain } from "./chain-check.ts";

export const auditRoutes = [
  route({ method: "GET", path: "/api/audit/entries", access: "audit", query: auditListQuerySchema, handle: ({ db, query }) => listAuditEntries(db, query) }),
  route({ method: "GET", path: "/api/audit/facets", access: "audit", handle: ({ db }) => auditFacets(db) }),
  route({ method: "POST", path: "/api/audit/verify", access: "audit", handle: ({ db, user }) => checkChain(db, user) }),
  route({ method: "GET", path: "/api/audit/export", access: "audit", cost: "export", query: auditFilterSchema, handle: ({ db, user, query }) => exportAuditCsv(db, user, query) }),
];
