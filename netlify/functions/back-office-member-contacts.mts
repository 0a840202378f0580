/**
 * POST /api/back-office/members/:id/contacts: adds a contact person (a CRM contact of the member's
 * organisation) from the member detail (board, as every member edit).
 */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { memberContactInputSchema } from "../../src/shared/schemas/member-contact.ts";
import { addMemberContact } from "../../src/server/members/member-contacts.ts";
import { BOARD_ROLES, idParam, parseBody } from "../../src/server/members/request.ts";

export default handler(["POST"], async (req, context) => {
  const user = await requireRole(req, BOARD_ROLES);
  const id = idParam(context, "Das Mitglied");
  return json(await addMemberContact(await getDb(), id, await parseBody(req, memberContactInputSchema), user), 201);
});

export const config: Config = { path: "/api/back-office/members/:id/contacts", method: ["POST"] };
