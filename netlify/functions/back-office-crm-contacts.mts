/** GET /api/back-office/crm/contacts (search, filters, pages) and POST (create; crm_contact_created logged). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { parseBody, parseQuery } from "../../src/server/members/request.ts";
import { CRM_ROLES } from "../../src/server/back-office/request.ts";
import { listContacts } from "../../src/server/crm/list-contacts.ts";
import { createContact } from "../../src/server/crm/save-contact.ts";
import { crmContactListQuerySchema } from "../../src/shared/schemas/crm-list-query.ts";
import { crmContactInputSchema } from "../../src/shared/schemas/crm-contact.ts";

export default handler(["GET", "POST"], async (req) => {
  const actor = await requireRole(req, CRM_ROLES);
  const db = await getDb();
  if (req.method === "GET") return json(await listContacts(db, parseQuery(req, crmContactListQuerySchema)));
  return json(await createContact(db, actor.id, await parseBody(req, crmContactInputSchema)), 201);
});

export const config: Config = { path: "/api/back-office/crm/contacts", method: ["GET", "POST"] };
