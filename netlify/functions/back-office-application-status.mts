/**
 * POST /api/back-office/applications/:id/status {status: in_review|withdrawn, version, note?}:
 * one review step; 409 on a stale version or a transition the life cycle does not allow (board).
 */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { applicationStatusChangeSchema } from "../../src/shared/schemas/application-review.ts";
import { changeApplicationStatus } from "../../src/server/members/application-review.ts";
import { BOARD_ROLES, idParam, parseBody } from "../../src/server/members/request.ts";

export default handler(["POST"], async (req, context) => {
  const user = await requireRole(req, BOARD_ROLES);
  const id = idParam(context, "Der Mitgliedsantrag");
  const input = await parseBody(req, applicationStatusChangeSchema);
  return json(await changeApplicationStatus(await getDb(), id, input, user));
});

export const config: Config = { path: "/api/back-office/applications/:id/status", method: ["POST"] };
