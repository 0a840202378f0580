/** GET /api/back-office/members: paged register with filters; POST: create a member by hand (board). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { logPermission } from "../../src/server/auth/activity-log.ts";
import { memberCreateSchema, memberListQuerySchema } from "../../src/shared/schemas/member.ts";
import { listMembers } from "../../src/server/members/member-list.ts";
import { createMember } from "../../src/server/members/member-commands.ts";
import { recordActivity } from "../../src/server/members/record-activity.ts";
import { BOARD_ROLES, parseBody, parseQuery } from "../../src/server/members/request.ts";

export default handler(["GET", "POST"], async (req) => {
  const user = await requireRole(req, BOARD_ROLES);
  const db = await getDb();
  if (req.method === "GET") return json(await listMembers(db, parseQuery(req, memberListQuerySchema)));
  const input = await parseBody(req, memberCreateSchema);
  await logPermission({ userId: user.id, action: "member_creation", granted: true, roles: user.roles, requiredRoles: BOARD_ROLES });
  const created = await createMember(db, input, user);
  await recordActivity(db, { userId: user.id, type: "member_created", description: `Mitglied angelegt: ${input.name}`, metadata: { membershipId: created.id, organizationId: created.organizationId } });
  return json(created, 201);
});

export const config: Config = { path: "/api/back-office/members", method: ["GET", "POST"] };
