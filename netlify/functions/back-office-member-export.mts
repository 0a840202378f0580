/**
 * GET /api/back-office/member-export?[filters of the list]: the filtered register as CSV for
 * German Excel (board). Every export is logged as permission data_export (SPEC section 6).
 */
import type { Config } from "@netlify/functions";
import { handler } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { logPermission } from "../../src/server/auth/activity-log.ts";
import { memberListQuerySchema } from "../../src/shared/schemas/member.ts";
import { todayInBerlin } from "../../src/shared/schemas/dates.ts";
import { exportMembersCsv } from "../../src/server/members/member-export.ts";
import { BOARD_ROLES, parseQuery } from "../../src/server/members/request.ts";

export default handler(["GET"], async (req) => {
  const user = await requireRole(req, BOARD_ROLES);
  const query = parseQuery(req, memberListQuerySchema);
  const { csv, rows } = await exportMembersCsv(await getDb(), query);
  await logPermission({ userId: user.id, action: "data_export", granted: true, roles: user.roles, requiredRoles: BOARD_ROLES, metadata: { export: "members", rows } });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="mitglieder-${todayInBerlin()}.csv"`,
      "cache-control": "no-store",
    },
  });
});

export const config: Config = { path: "/api/back-office/member-export", method: ["GET"] };
