/** The dashboard's one endpoint (ADR 260): what needs the caller today, by view. */
import { defineContract, endpoint } from "#shared/contract/endpoint.ts";
import { dashboardQuerySchema, dashboardSchema } from "./schema.ts";

export const dashboardContract = defineContract("dashboard", {
  inbox: endpoint({
    method: "GET",
    path: "/api/dashboard",
    access: "dashboard",
    query: dashboardQuerySchema,
    response: dashboardSchema,
    summary: "What needs the caller today: sections of open items, key figures and others' activity, scoped to what the caller may read.",
  }),
});
