/** The dashboard's client, derived from its contract (ADR 260). */
import { clientOf } from "#ui/api/client.ts";
import { dashboardContract } from "../contract.ts";

export const dashboardApi = clientOf(dashboardContract);
