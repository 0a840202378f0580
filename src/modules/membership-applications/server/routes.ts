/** The membership application's route table: each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { HttpError } from "#platform/http/errors.ts";
import { orStorageFailure } from "#platform/http/storage-failure.ts";
import { logPermission } from "#platform/auth/activity-log.ts";
import { tryDeliverNow } from "#platform/outbox/dispatch.ts";
import { APPLICATION_RATE_LIMIT, hitRateLimit } from "#platform/rate-limit/rate-limit.ts";
import { now } from "#platform/clock.ts";
import { requiredRolesOf } from "#shared/access.ts";
import { berlinDate } from "#shared/dates.ts";
import { admissionVerdict, upcomingAdmissionFreezes } from "#modules/assembly/index.ts";
import { membershipApplicationsContract as applications } from "../contract.ts";
import { approvalCheck } from "./admission-queries.ts";
import { getApplication, listApplications } from "./application-queries.ts";
import { changeApplicationStatus, decideApplication } from "./application-commands.ts";
import { submitApplication } from "./submission-commands.ts";

const notStored = new HttpError(503, "database_unavailable", "Der Antrag konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.");
const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, "rate_limited", "Zu viele Anträge von diesem Anschluss. Bitte versuchen Sie es in einer Stunde erneut.", undefined, {
    "retry-after": String(retryAfterSeconds),
  });

export const membershipApplicationRoutes = [
  route(applications.submitApplication, {
    storageFailure: notStored,
    handle: async ({ db, body, ip, deliverAfterResponse }) => {
      const where = { path: applications.submitApplication.path };
      const limit = await orStorageFailure(() => hitRateLimit(db, APPLICATION_RATE_LIMIT, ip), notStored, where);
      if (!limit.allowed) throw tooMany(limit.retryAfterSeconds);
      const { id, deliveryIds } = await orStorageFailure(() => submitApplication(body), notStored, where);
      deliverAfterResponse(deliveryIds);
      return { success: true as const, id };
    },
  }),
  route(applications.listApplications, { handle: ({ db, query }) => listApplications(db, query) }),
  route(applications.getApplication, { handle: ({ db, params }) => getApplication(db, params.id) }),
  route(applications.changeStatus, { handle: ({ db, user, params, body }) => changeApplicationStatus(db, params.id, body, user) }),
  route(applications.decide, {
    handle: async ({ db, user, params, body, origin, deliverAfterResponse }) => {
      // An approval creates a member: logged like every granted member_creation (SPEC section 6).
      if (body.decision === "approved") {
        await logPermission({ userId: user.id, action: "member_creation", granted: true, roles: user.roles, requiredRoles: requiredRolesOf("applications") });
      }
      const { id, status, version, decisionDate, organizationId, membershipId, deliveryIds, invitationDeliveryIds, access } = await decideApplication(
        db,
        params.id,
        body,
        user,
        origin,
      );
      deliverAfterResponse(deliveryIds);
      const result = { id, status, version, decisionDate, organizationId, membershipId };
      if (!access) return result;
      // The invitation is tried once before answering; if that fails the decision stands and the outbox retries.
      const delivered = await tryDeliverNow(invitationDeliveryIds, { task: "member-invitation", applicationId: params.id });
      return { ...result, invitation: { kind: access.kind, delivered } };
    },
  }),
  route(applications.approvalCheck, { handle: ({ db, params, query }) => approvalCheck(db, params.id, query.decisionDate) }),
  route(applications.admissionFreezes, {
    handle: async ({ db }) => {
      const today = berlinDate(now());
      // Today's answer of the one admission rule, for the review's notice (§ 3 Abs. 5).
      const verdict = await admissionVerdict(db, today, today);
      return {
        // Freezes not yet ended (an ended one is no longer listed, so its end instant is not part of the answer).
        items: (await upcomingAdmissionFreezes(db, today)).map(({ endedAt: _ended, ...freeze }) => freeze),
        today,
        admissionToday: verdict.ok ? { allowed: true, message: null } : { allowed: false, message: verdict.message },
      };
    },
  }),
];
