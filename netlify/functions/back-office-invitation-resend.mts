/** POST /api/back-office/invitations/:id/resend: a fresh 14-day link for an open invitation (admin). */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { siteOrigin } from "../../src/server/members/request.ts";
import { ADMIN_ROLES, userIdParam } from "../../src/server/back-office/request.ts";
import { resendInvitation } from "../../src/server/user-management/invitations.ts";

export default handler(["POST"], async (req, context) => {
  const actor = await requireRole(req, ADMIN_ROLES);
  return json(await resendInvitation(await getDb(), actor, userIdParam(context), siteOrigin(req)));
});

export const config: Config = { path: "/api/back-office/invitations/:id/resend", method: ["POST"] };
