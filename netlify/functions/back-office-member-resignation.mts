/**
 * POST /api/back-office/members/:id/resignation {receivedAt, version}: records a written
 * resignation and answers with the computed exit date (31 Dec of this or the next year) (board).
 */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { resignationSchema } from "../../src/shared/schemas/member.ts";
import { recordResignation } from "../../src/server/members/member-commands.ts";
import { BOARD_ROLES, idParam, parseBody } from "../../src/server/members/request.ts";

export default handler(["POST"], async (req, context) => {
  const user = await requireRole(req, BOARD_ROLES);
  const id = idParam(context, "Das Mitglied");
  return json(await recordResignation(await getDb(), id, await parseBody(req, resignationSchema), user));
});

export const config: Config = { path: "/api/back-office/members/:id/resignation", method: ["POST"] };
