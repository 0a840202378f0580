/** PUT /api/back-office/users/:id/status {active, version}: deactivate (ends sessions) or reactivate (admin). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { parseBody } from "../../src/server/members/request.ts";
import { ADMIN_ROLES, userIdParam } from "../../src/server/back-office/request.ts";
import { setUserStatus } from "../../src/server/user-management/set-user-status.ts";
import { setUserStatusSchema } from "../../src/shared/schemas/user-management.ts";

export default handler(["PUT"], async (req, context) => {
  const actor = await requireRole(req, ADMIN_ROLES);
  const userId = userIdParam(context);
  return json(await setUserStatus(await getDb(), actor, userId, await parseBody(req, setUserStatusSchema)));
});

export const config: Config = { path: "/api/back-office/users/:id/status", method: ["PUT"] };
