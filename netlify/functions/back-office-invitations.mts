/**
 * GET /api/back-office/invitations: open invitations (admin);
 * POST {email, firstName?, lastName?, roles}: invite a person by e-mail (admin), answered with the
 * open invitation (201).
 */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { parseBody, siteOrigin } from "../../src/server/members/request.ts";
import { ADMIN_ROLES } from "../../src/server/back-office/request.ts";
import { inviteByAdministrator } from "../../src/server/user-management/invite-by-administrator.ts";
import { listPendingInvitations } from "../../src/server/user-management/invitations.ts";
import { inviteUserSchema } from "../../src/shared/schemas/user-management.ts";

export default handler(["GET", "POST"], async (req) => {
  const actor = await requireRole(req, ADMIN_ROLES);
  if (req.method === "GET") return json({ items: await listPendingInvitations(await getDb()) });
  const values = await parseBody(req, inviteUserSchema);
  return json(await inviteByAdministrator(await getDb(), actor, values, siteOrigin(req)), 201);
});

export const config: Config = { path: "/api/back-office/invitations", method: ["GET", "POST"] };
