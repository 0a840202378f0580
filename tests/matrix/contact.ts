/** Endpoint matrix rows of the contact function (see tests/unit/endpoint-matrix.ts). */
import type { EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [{ method: "POST", path: "/api/contact-email", access: "public" }];
