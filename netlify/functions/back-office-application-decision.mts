/**
 * POST /api/back-office/applications/:id/decision {decision, reason, decisionDate, membershipClass?, version}:
 * the presidium's decision (board). Approval admits the member and invites the representative;
 * both outcomes mail the applicant. The invitation (local mail or Clerk's invitation) commits with
 * the decision in the outbox and is tried once before answering: if that try fails, the decision
 * stands, the outbox retries, and the answer says so (invitation.delivered false).
 */
import type { Config } from "@netlify/functions";
import { handler, json } from "../../src/server/http.ts";
import { getDb } from "../../src/server/db/client.ts";
import { requireRole } from "../../src/server/auth/require-user.ts";
import { logPermission } from "../../src/server/auth/activity-log.ts";
import { dispatchAfterResponse } from "../../src/server/outbox/dispatch-after-response.ts";
import { tryDeliverNow } from "../../src/server/outbox/dispatch.ts";
import { applicationDecisionSchema } from "../../src/shared/schemas/application-review.ts";
import { decideApplication } from "../../src/server/members/application-review.ts";
import { BOARD_ROLES, idParam, parseBody, siteOrigin } from "../../src/server/members/request.ts";

export default handler(["POST"], async (req, context) => {
  const user = await requireRole(req, BOARD_ROLES);
  const id = idParam(context, "Der Mitgliedsantrag");
  const input = await parseBody(req, applicationDecisionSchema);
  // An approval creates a member: logged like every granted member_creation (SPEC section 6).
  if (input.decision === "approved") await logPermission({ userId: user.id, action: "member_creation", granted: true, roles: user.roles, requiredRoles: BOARD_ROLES });
  const { application: _application, deliveryIds, invitationDeliveryIds, access, ...result } = await decideApplication(await getDb(), id, input, user, siteOrigin(req));
  dispatchAfterResponse(context, deliveryIds);
  if (!access) return json(result);
  const delivered = await tryDeliverNow(invitationDeliveryIds, { task: "member-invitation", applicationId: id });
  return json({ ...result, invitation: { kind: access.kind, delivered } });
});

export const config: Config = { path: "/api/back-office/applications/:id/decision", method: ["POST"] };
