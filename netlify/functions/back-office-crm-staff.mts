/** GET /api/back-office/crm/staff: the association's people who can be named as "who" in the history (CRM). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { CRM_ROLES } from "../../src/server/back-office/request.ts";
import { listStaff } from "../../src/server/crm/staff.ts";

export default handler(["GET"], async (req) => {
  await requireRole(req, CRM_ROLES);
  return json({ items: await listStaff(await getDb()) });
});

export const config: Config = { path: "/api/back-office/crm/staff", method: ["GET"] };
