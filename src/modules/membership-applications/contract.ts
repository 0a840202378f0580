/**
 * The membership application's endpoints (ADR 260): the public submission (SPEC section 7) and the
 * board's review (list, detail, review steps, the presidium's decision, the approval check and the
 * assemblies that freeze admissions, § 3 Abs. 5).
 */
import { defineContract, endpoint } from "#shared/contract/endpoint.ts";
import { pageOf } from "#shared/contract/answers.ts";
import { idParams } from "#shared/contract/params.ts";
import { applicationPayloadSchema } from "./schema/application.ts";
import {
  admissionCheckSchema,
  admissionFreezesSchema,
  applicationDecisionAnswerSchema,
  applicationDecisionSchema,
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationStatusChangeSchema,
  applicationStepSchema,
  applicationSummarySchema,
  approvalCheckQuerySchema,
  submittedSchema,
} from "./schema/review.ts";

const APPLICATION = "Der Mitgliedsantrag";

export const membershipApplicationsContract = defineContract("membership-applications", {
  submitApplication: endpoint({
    method: "POST",
    path: "/api/membership-applications",
    access: "public",
    body: applicationPayloadSchema,
    response: submittedSchema,
    status: 201,
    summary: "Submit an application (status pending); mails and webhooks follow from the outbox.",
  }),
  // Not GET /api/membership-applications: the public submission's path answers visitors 405 for other methods.
  listApplications: endpoint({
    method: "GET",
    path: "/api/membership-applications/review",
    access: "applications",
    query: applicationListQuerySchema,
    response: pageOf(applicationSummarySchema),
  }),
  getApplication: endpoint({
    method: "GET",
    path: "/api/membership-applications/:id",
    access: "applications",
    params: idParams,
    notFound: APPLICATION,
    response: applicationDetailSchema,
  }),
  changeStatus: endpoint({
    method: "POST",
    path: "/api/membership-applications/:id/status",
    access: "applications",
    params: idParams,
    notFound: APPLICATION,
    body: applicationStatusChangeSchema,
    response: applicationStepSchema,
  }),
  decide: endpoint({
    method: "POST",
    path: "/api/membership-applications/:id/decision",
    access: "applications",
    params: idParams,
    notFound: APPLICATION,
    body: applicationDecisionSchema,
    response: applicationDecisionAnswerSchema,
    summary: "The presidium's decision; approval admits the member and invites the representative.",
  }),
  approvalCheck: endpoint({
    method: "GET",
    path: "/api/membership-applications/:id/approval-check",
    access: "applications",
    params: idParams,
    notFound: APPLICATION,
    query: approvalCheckQuerySchema,
    response: admissionCheckSchema,
    summary: "Said before the decision form is filled: may it be approved with a decision of that date (§ 3 Abs. 4, 5)?",
  }),
  admissionFreezes: endpoint({
    method: "GET",
    path: "/api/membership-applications/admission-freezes",
    access: "applications",
    response: admissionFreezesSchema,
    summary: "The assemblies that freeze admissions (§ 3 Abs. 5, the assembly module's rule) and today's answer.",
  }),
});
