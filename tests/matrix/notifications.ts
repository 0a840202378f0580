/** Endpoint matrix rows of the notifications function (see tests/unit/endpoint-matrix.ts). */
import { SIGNED_IN, type EndpointRow } from "../helpers/matrix-access.ts";

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/notifications", access: SIGNED_IN },
  { method: "GET", path: "/api/notifications/summary", access: SIGNED_IN },
  { method: "POST", path: "/api/notifications/:id/read", access: SIGNED_IN },
  { method: "POST", path: "/api/notifications/read-all", access: SIGNED_IN },
  { method: "GET", path: "/api/notifications/preferences", access: SIGNED_IN },
  { method: "PUT", path: "/api/notifications/preferences", access: SIGNED_IN, body: () => ({ kind: "discussions.reply", email: "daily" }) },
  // The signed token in the link is the credential (no session): a forged token gets 400.
  { method: "GET", path: "/api/notifications/unsubscribe", access: "public" },
  { method: "POST", path: "/api/notifications/unsubscribe", access: "public" },
];
