/** GET /api/back-office/applications: paged, filtered, sorted list of membership applications (board). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { applicationListQuerySchema } from "../../src/shared/schemas/application-review.ts";
import { listApplications } from "../../src/server/members/application-list.ts";
import { BOARD_ROLES, parseQuery } from "../../src/server/members/request.ts";

export default handler(["GET"], async (req) => {
  await requireRole(req, BOARD_ROLES);
  const query = parseQuery(req, applicationListQuerySchema);
  return json(await listApplications(await getDb(), query));
});

export const config: Config = { path: "/api/back-office/applications", method: ["GET"] };
