/** GET /api/back-office/members/:id: member detail; PUT: edit with version check (board). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { memberUpdateSchema } from "../../src/shared/schemas/member.ts";
import { getMember } from "../../src/server/members/member-detail.ts";
import { updateMember } from "../../src/server/members/member-commands.ts";
import { BOARD_ROLES, idParam, parseBody } from "../../src/server/members/request.ts";

export default handler(["GET", "PUT"], async (req, context) => {
  const user = await requireRole(req, BOARD_ROLES);
  const id = idParam(context, "Das Mitglied");
  const db = await getDb();
  if (req.method === "GET") return json(await getMember(db, id));
  return json(await updateMember(db, id, await parseBody(req, memberUpdateSchema), user));
});

export const config: Config = { path: "/api/back-office/members/:id", method: ["GET", "PUT"] };
