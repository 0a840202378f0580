/** Analytics (admin only, SPEC section 6). */
import { route } from "../../../platform/http/router.ts";
import { snapshotOf } from "../../../platform/reports/snapshots.ts";
import { analyticsQuerySchema } from "../schema.ts";
import { analyticsReport, ANALYTICS_SNAPSHOT } from "./report.ts";

export const analyticsRoutes = [
  route({
    method: "GET",
    path: "/api/analytics/report",
    access: "analytics",
    cost: "analytics",
    query: analyticsQuerySchema,
    // From the snapshot of this range (at most an hour old, its time in computedAt; ADR 250).
    handle: async ({ db, query }) => {
      const { value, computedAt } = await snapshotOf(db, ANALYTICS_SNAPSHOT, `${query.from}..${query.to}`, () => analyticsReport(db, query));
      return { ...value, computedAt };
    },
  }),
];
