/** GET and PUT {…, version} of one organisation in the CRM; a stale version gets 409. */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { idParam, parseBody } from "../../src/server/members/request.ts";
import { CRM_ROLES } from "../../src/server/back-office/request.ts";
import { notFound } from "../../src/server/back-office/record-errors.ts";
import { getOrganization } from "../../src/server/crm/list-organizations.ts";
import { updateOrganization } from "../../src/server/crm/save-organization.ts";
import { crmOrganizationUpdateSchema } from "../../src/shared/schemas/crm-organization.ts";

export default handler(["GET", "PUT"], async (req, context) => {
  const actor = await requireRole(req, CRM_ROLES);
  const id = idParam(context, "Die Organisation");
  const db = await getDb();
  if (req.method === "PUT") return json(await updateOrganization(db, actor.id, id, await parseBody(req, crmOrganizationUpdateSchema)));
  const organization = await getOrganization(db, id);
  if (!organization) throw notFound("Die Organisation");
  return json(organization);
});

export const config: Config = { path: "/api/back-office/crm/organizations/:id", method: ["GET", "PUT"] };
