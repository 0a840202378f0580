/** POST /api/back-office/members/:id/exclusion {decidedAt, reason, version}: exclusion by assembly decision (board). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { exclusionSchema } from "../../src/shared/schemas/member.ts";
import { recordExclusion } from "../../src/server/members/member-commands.ts";
import { BOARD_ROLES, idParam, parseBody } from "../../src/server/members/request.ts";

export default handler(["POST"], async (req, context) => {
  const user = await requireRole(req, BOARD_ROLES);
  const id = idParam(context, "Das Mitglied");
  return json(await recordExclusion(await getDb(), id, await parseBody(req, exclusionSchema), user));
});

export const config: Config = { path: "/api/back-office/members/:id/exclusion", method: ["POST"] };
