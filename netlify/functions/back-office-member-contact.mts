/**
 * PUT /api/back-office/members/:id/contacts/:contactId {…, version} edits a member's contact
 * person; DELETE …?version=n removes it. A stale version gets 409 (board, as every member edit).
 */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { memberContactDeleteQuerySchema, memberContactUpdateSchema } from "../../src/shared/schemas/member-contact.ts";
import { removeMemberContact, updateMemberContact } from "../../src/server/members/member-contacts.ts";
import { BOARD_ROLES, idParam, parseBody, parseQuery } from "../../src/server/members/request.ts";

export default handler(["PUT", "DELETE"], async (req, context) => {
  const user = await requireRole(req, BOARD_ROLES);
  const id = idParam(context, "Das Mitglied");
  const contactId = idParam({ params: { id: context.params?.contactId ?? "" } }, "Die Ansprechperson");
  const db = await getDb();
  if (req.method === "PUT") return json(await updateMemberContact(db, id, contactId, await parseBody(req, memberContactUpdateSchema), user));
  await removeMemberContact(db, id, contactId, parseQuery(req, memberContactDeleteQuerySchema).version, user);
  return new Response(null, { status: 204 });
});

export const config: Config = { path: "/api/back-office/members/:id/contacts/:contactId", method: ["PUT", "DELETE"] };
