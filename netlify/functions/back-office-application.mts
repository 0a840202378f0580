/** GET /api/back-office/applications/:id: every submitted field plus the decision (board). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { getApplication } from "../../src/server/members/application-list.ts";
import { BOARD_ROLES, idParam } from "../../src/server/members/request.ts";

export default handler(["GET"], async (req, context) => {
  await requireRole(req, BOARD_ROLES);
  return json(await getApplication(await getDb(), idParam(context, "Der Mitgliedsantrag")));
});

export const config: Config = { path: "/api/back-office/applications/:id", method: ["GET"] };
