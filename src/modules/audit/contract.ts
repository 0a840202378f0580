/** The audit trail's endpoints (admin, SPEC section 6; ADR 260): list, filter values, chain check, CSV export. */
import { defineContract, endpoint, fileAnswer } from "#shared/contract/endpoint.ts";
import { auditFacetsSchema, auditFilterSchema, auditListQuerySchema, auditPageSchema, chainCheckSchema } from "./schema.ts";

export const auditContract = defineContract("audit", {
  listEntries: endpoint({
    method: "GET",
    path: "/api/audit/entries",
    access: "audit",
    query: auditListQuerySchema,
    response: auditPageSchema,
    summary: "The trail newest first, filtered, paged by chain position (`before`).",
  }),
  getFacets: endpoint({
    method: "GET",
    path: "/api/audit/facets",
    access: "audit",
    response: auditFacetsSchema,
    summary: "The areas, actions and people the filters offer.",
  }),
  verifyChain: endpoint({
    method: "POST",
    path: "/api/audit/verify",
    access: "audit",
    response: chainCheckSchema,
    summary: 'Checks the hash chain ("Prüfen"); the check itself is recorded.',
  }),
  exportEntries: endpoint({
    method: "GET",
    path: "/api/audit/export",
    access: "audit",
    query: auditFilterSchema,
    response: fileAnswer("text/csv"),
    summary: "The filtered trail as CSV (logged as data_export).",
  }),
});
