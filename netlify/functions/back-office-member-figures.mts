/** GET /api/back-office/member-figures: members per class and state, total track length of current members (board). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { todayInBerlin } from "../../src/shared/schemas/dates.ts";
import { memberFigures } from "../../src/server/members/member-figures.ts";
import { BOARD_ROLES } from "../../src/server/members/request.ts";

export default handler(["GET"], async (req) => {
  await requireRole(req, BOARD_ROLES);
  return json(await memberFigures(await getDb(), todayInBerlin()));
});

export const config: Config = { path: "/api/back-office/member-figures", method: ["GET"] };
