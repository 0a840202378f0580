/** Endpoint matrix rows of the dashboard function (see tests/unit/endpoint-matrix.ts). */
import { SIGNED_IN, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [{ method: "GET", path: "/api/dashboard", access: SIGNED_IN }];
