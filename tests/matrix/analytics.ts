/** Endpoint matrix rows of the analytics function (see tests/unit/endpoint-matrix.ts). */
import { ADMIN, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [{ method: "GET", path: "/api/analytics/report", access: ADMIN }];
