/** The security center (admin only, SPEC section 6): each endpoint of contract.ts bound to its service. */
import { route } from "#platform/http/router.ts";
import { securityContract as security } from "../contract.ts";
import { addIncidentLink, addIncidentNote, createIncident, removeIncidentLink, updateIncident } from "./incident-commands.ts";
import { getIncident, listIncidents } from "./incident-queries.ts";
import { staffOptions } from "./incident-readers.ts";
import { securityOverview } from "./overview-queries.ts";
import { unblock } from "./rate-limit-commands.ts";
import { rateLimitView } from "./rate-limit-queries.ts";
import { updateSessionPolicy } from "./session-policy-commands.ts";
import { sessionSecurity } from "./session-policy-queries.ts";
import { endAllSessions, endSession } from "./session-commands.ts";
import { listSessions } from "./session-queries.ts";

export const securityRoutes = [
  route(security.getOverview, { handle: ({ db, query }) => securityOverview(db, query.days) }),

  route(security.listSessions, { handle: ({ db, query }) => listSessions(db, query) }),
  route(security.endSession, { handle: ({ db, user, params, body }) => endSession(db, user, params.id, body.reason) }),
  route(security.endAllSessions, { handle: ({ db, user, params, body }) => endAllSessions(db, user, params.id, body.reason) }),

  route(security.getSessionPolicy, { handle: ({ db }) => sessionSecurity(db) }),
  route(security.updateSessionPolicy, { handle: ({ db, user, body }) => updateSessionPolicy(db, user, body) }),

  route(security.getRateLimits, { handle: ({ db, query }) => rateLimitView(db, query) }),
  route(security.unblock, { handle: ({ db, user, body }) => unblock(db, user, body) }),

  route(security.listIncidents, { handle: ({ db, query }) => listIncidents(db, query) }),
  route(security.createIncident, {
    handle: async ({ db, user, body, deliverAfterResponse }) => {
      const { incident, deliveryIds } = await createIncident(db, user, body);
      deliverAfterResponse(deliveryIds);
      return incident;
    },
  }),
  route(security.listStaff, { handle: async ({ db }) => ({ items: await staffOptions(db) }) }),
  route(security.getIncident, { handle: ({ db, params }) => getIncident(db, params.id) }),
  route(security.updateIncident, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { incident, deliveryIds } = await updateIncident(db, user, params.id, body);
      deliverAfterResponse(deliveryIds);
      return incident;
    },
  }),
  route(security.addIncidentNote, { handle: ({ db, user, params, body }) => addIncidentNote(db, user, params.id, body.text) }),
  route(security.addIncidentLink, { handle: ({ db, user, params, body }) => addIncidentLink(db, user, params.id, body) }),
  route(security.removeIncidentLink, { handle: ({ db, user, params }) => removeIncidentLink(db, user, params.id, params.linkId) }),
];
