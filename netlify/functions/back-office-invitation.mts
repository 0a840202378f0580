/** DELETE /api/back-office/invitations/:id: withdraw an open invitation (admin); 204. */
import type { Config } from "@netlify/functions";
import { handler } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { ADMIN_ROLES, userIdParam } from "../../src/server/back-office/request.ts";
import { revokeInvitation } from "../../src/server/user-management/invitations.ts";

export default handler(["DELETE"], async (req, context) => {
  const actor = await requireRole(req, ADMIN_ROLES);
  await revokeInvitation(await getDb(), actor, userIdParam(context));
  return new Response(null, { status: 204 });
});

export const config: Config = { path: "/api/back-office/invitations/:id", method: ["DELETE"] };
