/** The analytics endpoint (admin, SPEC section 6; ADR 260): the report of a date range. */
import { defineContract, endpoint } from "#shared/contract/endpoint.ts";
import { analyticsQuerySchema, analyticsReportSchema } from "./schema.ts";

export const analyticsContract = defineContract("analytics", {
  getReport: endpoint({
    method: "GET",
    path: "/api/analytics/report",
    access: "analytics",
    query: analyticsQuerySchema,
    response: analyticsReportSchema,
    summary: "The figures of a range (default: the last twelve months), from a snapshot at most an hour old (ADR 250).",
  }),
});
