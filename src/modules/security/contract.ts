/**
 * The security center's endpoints (admin, SPEC section 6; ADR 260): the overview, the session
 * manager, the session policy, the rate-limit monitor and the incident register (GDPR Art. 33).
 */
import { defineContract, endpoint, noContent } from "#shared/contract/endpoint.ts";
import { userIdParams } from "#shared/contract/params.ts";
import {
  endedSessionsSchema,
  endSessionsSchema,
  incidentCreateSchema,
  incidentDetailSchema,
  incidentLinkParams,
  incidentLinkSchema,
  incidentListQuerySchema,
  incidentNoteSchema,
  incidentPageSchema,
  incidentParams,
  incidentUpdateSchema,
  overviewQuerySchema,
  rateLimitQuerySchema,
  rateLimitViewSchema,
  securityOverviewSchema,
  sessionListQuerySchema,
  sessionPageSchema,
  sessionParams,
  sessionPolicySchema,
  sessionSecurityViewSchema,
  staffOptionsSchema,
  unblockedSchema,
  unblockSchema,
} from "./schema.ts";

const INCIDENT = "Der Sicherheitsvorfall";

export const securityContract = defineContract("security", {
  getOverview: endpoint({
    method: "GET",
    path: "/api/security/overview",
    access: "security",
    query: overviewQuerySchema,
    response: securityOverviewSchema,
    summary: "Failed sign-ins, locked accounts, role changes, sessions and incidents of the last `days`.",
  }),

  listSessions: endpoint({ method: "GET", path: "/api/security/sessions", access: "security", query: sessionListQuerySchema, response: sessionPageSchema }),
  endSession: endpoint({
    method: "POST",
    path: "/api/security/sessions/:id/end",
    access: "security",
    params: sessionParams,
    notFound: "Die Sitzung",
    body: endSessionsSchema,
    response: noContent,
  }),
  endAllSessions: endpoint({
    method: "POST",
    path: "/api/security/users/:id/end-sessions",
    access: "security",
    params: userIdParams,
    notFound: "Die Person",
    body: endSessionsSchema,
    response: endedSessionsSchema,
  }),

  getSessionPolicy: endpoint({ method: "GET", path: "/api/security/session-policy", access: "security", response: sessionSecurityViewSchema }),
  updateSessionPolicy: endpoint({
    method: "PUT",
    path: "/api/security/session-policy",
    access: "security",
    body: sessionPolicySchema,
    response: sessionSecurityViewSchema,
    summary: "Sessions per person and the new-device mail (409 on a stale version).",
  }),

  getRateLimits: endpoint({ method: "GET", path: "/api/security/rate-limits", access: "security", query: rateLimitQuerySchema, response: rateLimitViewSchema }),
  unblock: endpoint({
    method: "POST",
    path: "/api/security/rate-limits/unblock",
    access: "security",
    body: unblockSchema,
    response: unblockedSchema,
    summary: "Clears a counter with a reason (audited).",
  }),

  listIncidents: endpoint({ method: "GET", path: "/api/security/incidents", access: "security", query: incidentListQuerySchema, response: incidentPageSchema }),
  createIncident: endpoint({
    method: "POST",
    path: "/api/security/incidents",
    access: "security",
    body: incidentCreateSchema,
    response: incidentDetailSchema,
    status: 201,
  }),
  listStaff: endpoint({
    method: "GET",
    path: "/api/security/staff",
    access: "security",
    response: staffOptionsSchema,
    summary: "The people an incident can be assigned to.",
  }),
  getIncident: endpoint({
    method: "GET",
    path: "/api/security/incidents/:id",
    access: "security",
    params: incidentParams,
    notFound: INCIDENT,
    response: incidentDetailSchema,
  }),
  updateIncident: endpoint({
    method: "PUT",
    path: "/api/security/incidents/:id",
    access: "security",
    params: incidentParams,
    notFound: INCIDENT,
    body: incidentUpdateSchema,
    response: incidentDetailSchema,
    summary: "Fields and status (one workflow step at a time); 409 on a stale version.",
  }),
  addIncidentNote: endpoint({
    method: "POST",
    path: "/api/security/incidents/:id/notes",
    access: "security",
    params: incidentParams,
    notFound: INCIDENT,
    body: incidentNoteSchema,
    response: incidentDetailSchema,
  }),
  addIncidentLink: endpoint({
    method: "POST",
    path: "/api/security/incidents/:id/links",
    access: "security",
    params: incidentParams,
    notFound: INCIDENT,
    body: incidentLinkSchema,
    response: incidentDetailSchema,
  }),
  removeIncidentLink: endpoint({
    method: "DELETE",
    path: "/api/security/incidents/:id/links/:linkId",
    access: "security",
    params: incidentLinkParams,
    notFound: "Die Verknüpfung",
    response: incidentDetailSchema,
  }),
});
