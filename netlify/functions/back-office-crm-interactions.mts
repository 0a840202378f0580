/** GET /api/back-office/crm/interactions?contactId|organizationId (history) and POST (add an entry). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { parseBody, parseQuery } from "../../src/server/members/request.ts";
import { CRM_ROLES } from "../../src/server/back-office/request.ts";
import { createInteraction, listInteractions } from "../../src/server/crm/interactions.ts";
import { crmInteractionListQuerySchema } from "../../src/shared/schemas/crm-list-query.ts";
import { crmInteractionInputSchema } from "../../src/shared/schemas/crm-interaction.ts";

export default handler(["GET", "POST"], async (req) => {
  const actor = await requireRole(req, CRM_ROLES);
  const db = await getDb();
  if (req.method === "GET") return json(await listInteractions(db, parseQuery(req, crmInteractionListQuerySchema)));
  return json(await createInteraction(db, actor.id, await parseBody(req, crmInteractionInputSchema)), 201);
});

export const config: Config = { path: "/api/back-office/crm/interactions", method: ["GET", "POST"] };
