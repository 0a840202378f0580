/** The dashboard's route table (ADR 260). */
import { route } from "#platform/http/router.ts";
import { dashboardContract } from "../contract.ts";
import { dashboardOf } from "./inbox-queries.ts";

export const dashboardRoutes = [route(dashboardContract.inbox, { handle: ({ db, user, query }) => dashboardOf(db, user, query.view) })];
