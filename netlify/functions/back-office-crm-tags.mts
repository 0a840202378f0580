/** GET /api/back-office/crm/tags: tags in use on contacts and organisations, with counts (CRM). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { CRM_ROLES } from "../../src/server/back-office/request.ts";
import { listTags } from "../../src/server/crm/tags.ts";

export default handler(["GET"], async (req) => {
  await requireRole(req, CRM_ROLES);
  return json({ items: await listTags(await getDb()) });
});

export const config: Config = { path: "/api/back-office/crm/tags", method: ["GET"] };
