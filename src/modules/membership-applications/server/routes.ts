/**
 * The membership application's endpoints: the public submission (SPEC section 7) and the board's
 * review (list, detail, review steps, the presidium's decision), plus the assemblies the admission
 * rule reads until the voting module owns them.
 */
import { route } from "../../../platform/http/router.ts";
import { created, json } from "../../../platform/http/respond.ts";
import { HttpError } from "../../../platform/http/errors.ts";
import { idParams } from "../../../platform/http/params.ts";
import { orStorageFailure } from "../../../platform/http/storage-failure.ts";
import { logPermission } from "../../../platform/auth/activity-log.ts";
import { tryDeliverNow } from "../../../platform/outbox/dispatch.ts";
import { APPLICATION_RATE_LIMIT, hitRateLimit } from "../../../platform/rate-limit/rate-limit.ts";
import { requiredRolesOf } from "../../../shared/access.ts";
import { applicationPayloadSchema } from "../schema/application.ts";
import { applicationDecisionSchema, applicationListQuerySchema, applicationStatusChangeSchema, approvalCheckQuerySchema } from "../schema/review.ts";
import { approvalCheck } from "./admission-check.ts";
import { now } from "../../../platform/clock.ts";
import { getApplication, listApplications } from "./application-list.ts";
import { changeApplicationStatus, decideApplication } from "./application-review.ts";
import { admissionVerdict, upcomingAdmissionFreezes } from "../../assembly/index.ts";
import { todayInBerlin } from "../../../shared/schemas/dates.ts";
import { submitApplication } from "./submit-application.ts";

const APPLICATIONS = "/api/back-office/applications";
const APPLICATION = `${APPLICATIONS}/:id`;
const notStored = new HttpError(503, "database_unavailable", "Der Antrag konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.");
const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, "rate_limited", "Zu viele Anträge von diesem Anschluss. Bitte versuchen Sie es in einer Stunde erneut.", undefined, { "retry-after": String(retryAfterSeconds) });

export const membershipApplicationRoutes = [
  route({
    method: "POST",
    path: "/api/membership-applications",
    access: "public",
    storageFailure: notStored,
    body: applicationPayloadSchema,
    summary: "Submit an application (status pending); mails and webhooks follow from the outbox.",
    handle: async ({ db, body, ip, deliverAfterResponse }) => {
      const where = { path: "/api/membership-applications" };
      const limit = await orStorageFailure(() => hitRateLimit(db, APPLICATION_RATE_LIMIT, ip), notStored, where);
      if (!limit.allowed) throw tooMany(limit.retryAfterSeconds);
      const { id, deliveryIds } = await orStorageFailure(() => submitApplication(body), notStored, where);
      deliverAfterResponse(deliveryIds);
      return created({ success: true, id });
    },
  }),
  route({ method: "GET", path: APPLICATIONS, access: "applications", query: applicationListQuerySchema, handle: ({ db, query }) => listApplications(db, query) }),
  route({ method: "GET", path: APPLICATION, access: "applications", params: idParams, notFound: "Der Mitgliedsantrag", handle: ({ db, params }) => getApplication(db, params.id) }),
  route({
    method: "POST",
    path: `${APPLICATION}/status`,
    access: "applications",
    params: idParams,
    notFound: "Der Mitgliedsantrag",
    body: applicationStatusChangeSchema,
    handle: ({ db, user, params, body }) => changeApplicationStatus(db, params.id, body, user),
  }),
  route({
    method: "POST",
    path: `${APPLICATION}/decision`,
    access: "applications",
    params: idParams,
    notFound: "Der Mitgliedsantrag",
    body: applicationDecisionSchema,
    summary: "The presidium's decision; approval admits the member and invites the representative.",
    handle: async ({ db, user, params, body, origin, deliverAfterResponse }) => {
      // An approval creates a member: logged like every granted member_creation (SPEC section 6).
      if (body.decision === "approved") {
        await logPermission({ userId: user.id, action: "member_creation", granted: true, roles: user.roles, requiredRoles: requiredRolesOf("applications") });
      }
      const { application: _application, deliveryIds, invitationDeliveryIds, access, ...result } = await decideApplication(db, params.id, body, user, origin);
      deliverAfterResponse(deliveryIds);
      if (!access) return json(result);
      // The invitation is tried once before answering; if that fails the decision stands and the outbox retries.
      const delivered = await tryDeliverNow(invitationDeliveryIds, { task: "member-invitation", applicationId: params.id });
      return json({ ...result, invitation: { kind: access.kind, delivered } });
    },
  }),
  // Said before the decision form is filled: may it be approved with a decision of that date (§ 3 Abs. 4, 5)?
  route({
    method: "GET",
    path: `${APPLICATION}/approval-check`,
    access: "applications",
    params: idParams,
    notFound: "Der Mitgliedsantrag",
    query: approvalCheckQuerySchema,
    handle: ({ db, params, query }) => approvalCheck(db, params.id, query.decisionDate),
  }),
  // The assemblies that freeze admissions (§ 3 Abs. 5), from the voting module.
  route({ method: "GET", path: "/api/back-office/assemblies", access: "applications", handle: async ({ db }) => {
    const today = todayInBerlin(now());
    // Today's answer of the one admission rule, for the review's notice and "Mitglied anlegen" (§ 3 Abs. 5).
    const verdict = await admissionVerdict(db, today, today);
    return { items: await upcomingAdmissionFreezes(db, today), today, admissionToday: verdict.ok ? { allowed: true, message: null } : { allowed: false, message: verdict.message } };
  } }),
];
