/** Analytics (admin only, SPEC section 6): each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { snapshotOf } from "#platform/reports/snapshots.ts";
import { analyticsContract as analytics } from "../contract.ts";
import { analyticsReport, ANALYTICS_SNAPSHOT } from "./report.ts";

export const analyticsRoutes = [
  route(analytics.getReport, {
    cost: "analytics",
    // From the snapshot of this range (at most an hour old, its time in computedAt; ADR 250).
    handle: async ({ db, query }) => {
      const { value, computedAt } = await snapshotOf(db, ANALYTICS_SNAPSHOT, `${query.from}..${query.to}`, () => analyticsReport(db, query));
      return { ...value, computedAt };
    },
  }),
];
