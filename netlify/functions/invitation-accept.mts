/**
 * POST /api/invitations/accept {token, password}: the invited person sets a password; the address
 * counts as confirmed. Public (the token is the credential), same-origin only, local provider only.
 */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { assertLocalProvider, assertSameOrigin } from "../../src/server/auth/local/local-request.ts";
import { acceptInvitation } from "../../src/server/auth/accept-invitation.ts";
import { parseBody } from "../../src/server/members/request.ts";
import { acceptInvitationSchema } from "../../src/shared/schemas/user-management.ts";

export default handler(["POST"], async (req) => {
  assertLocalProvider();
  assertSameOrigin(req);
  const input = await parseBody(req, acceptInvitationSchema);
  await acceptInvitation(input.token, input.password);
  return json({ status: "complete" });
});

export const config: Config = { path: "/api/invitations/accept", method: ["POST"] };
