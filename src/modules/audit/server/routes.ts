/** The audit trail (admin only, SPEC section 6): each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { auditContract as audit } from "../contract.ts";
import { exportAuditCsv } from "./export-queries.ts";
import { auditFacets, listAuditEntries } from "./audit-queries.ts";
import { checkChain } from "./chain-commands.ts";

export const auditRoutes = [
  route(audit.listEntries, { handle: ({ db, query }) => listAuditEntries(db, query) }),
  route(audit.getFacets, { handle: ({ db }) => auditFacets(db) }),
  route(audit.verifyChain, { handle: ({ db, user }) => checkChain(db, user) }),
  route(audit.exportEntries, { cost: "export", handle: ({ db, user, query }) => exportAuditCsv(db, user, query) }),
];
