/** The security center (admin only, SPEC section 6). */
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { userIdParams } from "../../../platform/http/params.ts";
import {
  endSessionsSchema,
  incidentCreateSchema,
  incidentLinkParams,
  incidentLinkSchema,
  incidentListQuerySchema,
  incidentNoteSchema,
  incidentParams,
  incidentUpdateSchema,
  overviewQuerySchema,
  rateLimitQuerySchema,
  sessionListQuerySchema,
  sessionParams,
  sessionPolicySchema,
  unblockSchema,
} from "../schema.ts";
import { addIncidentLink, addIncidentNote, createIncident, getIncident, listIncidents, removeIncidentLink, updateIncident } from "./incidents.ts";
import { staffOptions } from "./incident-readers.ts";
import { securityOverview } from "./overview.ts";
import { rateLimitView, unblock } from "./rate-limits.ts";
import { sessionSecurity, updateSessionPolicy } from "./session-security.ts";
import { endAllSessions, endSession, listSessions } from "./sessions.ts";

const INCIDENTS = "/api/security/incidents";

export const securityRoutes = [
  route({ method: "GET", path: "/api/security/overview", access: "security", query: overviewQuerySchema, handle: ({ db, query }) => securityOverview(db, query.days) }),

  route({ method: "GET", path: "/api/security/sessions", access: "security", query: sessionListQuerySchema, handle: ({ db, query }) => listSessions(db, query) }),
  route({ method: "POST", path: "/api/security/sessions/:id/end", access: "security", params: sessionParams, notFound: "Die Sitzung", body: endSessionsSchema, handle: ({ db, user, params, body }) => endSession(db, user, params.id, body.reason) }),
  route({ method: "POST", path: "/api/security/users/:id/end-sessions", access: "security", params: userIdParams, notFound: "Die Person", body: endSessionsSchema, handle: ({ db, user, params, body }) => endAllSessions(db, user, params.id, body.reason) }),

  route({ method: "GET", path: "/api/security/session-policy", access: "security", handle: ({ db }) => sessionSecurity(db) }),
  route({ method: "PUT", path: "/api/security/session-policy", access: "security", body: sessionPolicySchema, handle: ({ db, user, body }) => updateSessionPolicy(db, user, body) }),

  route({ method: "GET", path: "/api/security/rate-limits", access: "security", query: rateLimitQuerySchema, handle: ({ db, query }) => rateLimitView(db, query) }),
  route({ method: "POST", path: "/api/security/rate-limits/unblock", access: "security", body: unblockSchema, handle: ({ db, user, body }) => unblock(db, user, body) }),

  route({ method: "GET", path: INCIDENTS, access: "security", query: incidentListQuerySchema, handle: ({ db, query }) => listIncidents(db, query) }),
  route({
    method: "POST",
    path: INCIDENTS,
    access: "security",
    body: incidentCreateSchema,
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const { incident, deliveryIds } = await createIncident(db, user, body);
      deliverAfterResponse(deliveryIds);
      return created(incident);
    },
  }),
  route({ method: "GET", path: "/api/security/staff", access: "security", handle: async ({ db }) => ({ items: await staffOptions(db) }) }),
  route({ method: "GET", path: `${INCIDENTS}/:id`, access: "security", params: incidentParams, notFound: "Der Sicherheitsvorfall", handle: ({ db, params }) => getIncident(db, params.id) }),
  route({
    method: "PUT",
    path: `${INCIDENTS}/:id`,
    access: "security",
    params: incidentParams,
    notFound: "Der Sicherheitsvorfall",
    body: incidentUpdateSchema,
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { incident, deliveryIds } = await updateIncident(db, user, params.id, body);
      deliverAfterResponse(deliveryIds);
      return incident;
    },
  }),
  route({ method: "POST", path: `${INCIDENTS}/:id/notes`, access: "security", params: incidentParams, notFound: "Der Sicherheitsvorfall", body: incidentNoteSchema, handle: ({ db, user, params, body }) => addIncidentNote(db, user, params.id, body.text) }),
  route({ method: "POST", path: `${INCIDENTS}/:id/links`, access: "security", params: incidentParams, notFound: "Der Sicherheitsvorfall", body: incidentLinkSchema, handle: ({ db, user, params, body }) => addIncidentLink(db, user, params.id, body) }),
  route({ method: "DELETE", path: `${INCIDENTS}/:id/links/:linkId`, access: "security", params: incidentLinkParams, notFound: "Die Verknüpfung", handle: ({ db, user, params }) => removeIncidentLink(db, user, params.id, params.linkId) }),
];
