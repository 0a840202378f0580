/** GET /api/back-office/users: users with roles, status and last sign-in; search, filters, pages (admin). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { parseQuery } from "../../src/server/members/request.ts";
import { ADMIN_ROLES } from "../../src/server/back-office/request.ts";
import { listUsers } from "../../src/server/user-management/list-users.ts";
import { userListQuerySchema } from "../../src/shared/schemas/user-management.ts";

export default handler(["GET"], async (req) => {
  await requireRole(req, ADMIN_ROLES);
  return json(await listUsers(await getDb(), parseQuery(req, userListQuerySchema)));
});

export const config: Config = { path: "/api/back-office/users", method: ["GET"] };
