/** Endpoint matrix rows of the collab function (see tests/unit/endpoint-matrix.ts). */
import { SIGNED_IN, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/collab/docs", access: SIGNED_IN },
  { method: "POST", path: "/api/collab/docs", access: SIGNED_IN },
  { method: "GET", path: "/api/collab/docs/:docKey", access: SIGNED_IN },
  { method: "PUT", path: "/api/collab/docs/:docKey", access: SIGNED_IN },
  { method: "POST", path: "/api/collab/docs/:docKey/sync", access: SIGNED_IN },
  { method: "GET", path: "/api/collab/docs/:docKey/snapshots", access: SIGNED_IN },
  { method: "POST", path: "/api/collab/docs/:docKey/snapshots", access: SIGNED_IN },
  { method: "GET", path: "/api/collab/docs/:docKey/snapshots/:snapshotId", access: SIGNED_IN },
  { method: "POST", path: "/api/collab/docs/:docKey/snapshots/:snapshotId/restore", access: SIGNED_IN },
  { method: "GET", path: "/api/collab/docs/:docKey/export", access: SIGNED_IN },
  { method: "POST", path: "/api/collab/docs/:docKey/minutes", access: SIGNED_IN },
];
