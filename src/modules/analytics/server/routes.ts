/** Analytics (admin only, SPEC section 6). */
import { route } from "../../../platform/http/router.ts";
import { analyticsQuerySchema } from "../schema.ts";
import { analyticsReport } from "./report.ts";

export const analyticsRoutes = [route({ method: "GET", path: "/api/analytics/report", access: "analytics", query: analyticsQuerySchema, handle: ({ db, query }) => analyticsReport(db, query) })];
