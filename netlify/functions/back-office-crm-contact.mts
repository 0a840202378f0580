/** GET, PUT {…, version} and DELETE ?version= of one CRM contact; a stale version gets 409. */
import type { Config } from "@netlify/functions";
import { z } from "zod";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { idParam, parseBody, parseQuery } from "../../src/server/members/request.ts";
import { CRM_ROLES } from "../../src/server/back-office/request.ts";
import { deleteContact, getContact, updateContact } from "../../src/server/crm/save-contact.ts";
import { crmContactUpdateSchema } from "../../src/shared/schemas/crm-contact.ts";

const deleteQuerySchema = z.strictObject({ version: z.coerce.number({ error: "Version fehlt." }).int().min(1) });

export default handler(["GET", "PUT", "DELETE"], async (req, context) => {
  const actor = await requireRole(req, CRM_ROLES);
  const id = idParam(context, "Der Kontakt");
  const db = await getDb();
  if (req.method === "GET") return json(await getContact(db, id));
  if (req.method === "PUT") return json(await updateContact(db, actor.id, id, await parseBody(req, crmContactUpdateSchema)));
  await deleteContact(db, actor.id, id, parseQuery(req, deleteQuerySchema).version);
  return new Response(null, { status: 204 });
});

export const config: Config = { path: "/api/back-office/crm/contacts/:id", method: ["GET", "PUT", "DELETE"] };
