/** PUT /api/back-office/users/:id/roles {roles, version}: grant and revoke roles (admin; role_change logged). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { parseBody } from "../../src/server/members/request.ts";
import { ADMIN_ROLES, userIdParam } from "../../src/server/back-office/request.ts";
import { setUserRoles } from "../../src/server/user-management/set-user-roles.ts";
import { setUserRolesSchema } from "../../src/shared/schemas/user-management.ts";

export default handler(["PUT"], async (req, context) => {
  const actor = await requireRole(req, ADMIN_ROLES);
  const userId = userIdParam(context);
  return json(await setUserRoles(await getDb(), actor, userId, await parseBody(req, setUserRolesSchema)));
});

export const config: Config = { path: "/api/back-office/users/:id/roles", method: ["PUT"] };
