/** GET /api/back-office/crm/organizations (members included; search, kind, tag, pages) and POST (create). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { parseBody, parseQuery } from "../../src/server/members/request.ts";
import { CRM_ROLES } from "../../src/server/back-office/request.ts";
import { listOrganizations } from "../../src/server/crm/list-organizations.ts";
import { createOrganization } from "../../src/server/crm/save-organization.ts";
import { crmOrganizationListQuerySchema } from "../../src/shared/schemas/crm-list-query.ts";
import { crmOrganizationInputSchema } from "../../src/shared/schemas/crm-organization.ts";

export default handler(["GET", "POST"], async (req) => {
  const actor = await requireRole(req, CRM_ROLES);
  const db = await getDb();
  if (req.method === "GET") return json(await listOrganizations(db, parseQuery(req, crmOrganizationListQuerySchema)));
  return json(await createOrganization(db, actor.id, await parseBody(req, crmOrganizationInputSchema)), 201);
});

export const config: Config = { path: "/api/back-office/crm/organizations", method: ["GET", "POST"] };
