/**
 * Every endpoint of netlify/functions/, one row per method, with who may call it. The matrix test
 * (endpoint-matrix.db.test.ts) fails for an endpoint without a row, so a new endpoint is denied
 * by default until someone decides its access here. Append rows for new endpoints.
 *
 * access:
 *   "public"     anyone (forms, sign-in machinery); listed so the decision is explicit, not walked
 *   "scheduled"  no path; run by the platform's scheduler only
 *   Role[]       a signed-in user holding a role that satisfies one of these (SPEC hierarchy,
 *                src/shared/roles.ts); ["mitglied"] means any signed-in user
 * body: the JSON body sent by the walk (default {} for methods with a body); a function of the
 * caller for endpoints whose answer depends on whose data is asked for.
 */
import type { Role } from "../../src/shared/roles.ts";

export type Caller = { id: string } | undefined;

export interface EndpointRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  access: "public" | "scheduled" | readonly Role[];
  body?: (caller: Caller) => unknown;
}

const SIGNED_IN: readonly Role[] = ["mitglied"];
const BOARD: readonly Role[] = ["admin", "vorstand"];
const ADMIN: readonly Role[] = ["admin"];
const own = (caller: Caller) => caller?.id ?? "user_anonymous";

export const ENDPOINTS: readonly EndpointRow[] = [
  // Identity (issue 4). The cookie endpoints answer 401 themselves without a session cookie.
  { method: "GET", path: "/api/auth/config", access: "public" },
  { method: "POST", path: "/api/auth/sign-up", access: "public" },
  { method: "GET", path: "/api/auth/verify-email", access: "public" },
  { method: "POST", path: "/api/auth/sign-in", access: "public" },
  { method: "POST", path: "/api/auth/sign-out", access: "public" },
  { method: "GET", path: "/api/auth/session", access: "public" },
  { method: "POST", path: "/api/auth/token", access: "public" },
  { method: "POST", path: "/api/get-user-data", access: SIGNED_IN, body: (c) => ({ userId: own(c) }) },
  { method: "POST", path: "/api/check-user-permission", access: SIGNED_IN, body: (c) => ({ userId: own(c), requiredRoles: ["mitglied"] }) },
  { method: "POST", path: "/api/log-user-activity", access: SIGNED_IN, body: (c) => ({ _user_id: own(c), _activity_type: "login", _description: "Matrix-Test" }) },
  { method: "GET", path: "/api/my-activity", access: SIGNED_IN },

  // Public forms and services (issue 3).
  { method: "POST", path: "/api/contact-email", access: "public" },
  { method: "POST", path: "/api/membership-applications", access: "public" },
  { method: "GET", path: "/api/sentry-config", access: "public" },
  { method: "POST", path: "/.netlify/functions/outbox-dispatch", access: "scheduled" },
  { method: "POST", path: "/.netlify/functions/data-retention", access: "scheduled" },

  // Back office (issue 5).
  { method: "POST", path: "/api/invitations/accept", access: "public" },
  { method: "GET", path: "/api/back-office/applications", access: BOARD },
  { method: "GET", path: "/api/back-office/applications/:id", access: BOARD },
  { method: "POST", path: "/api/back-office/applications/:id/status", access: BOARD },
  { method: "POST", path: "/api/back-office/applications/:id/decision", access: BOARD },
  { method: "GET", path: "/api/back-office/assemblies", access: BOARD },
  { method: "POST", path: "/api/back-office/assemblies", access: ADMIN },
  { method: "GET", path: "/api/back-office/members", access: BOARD },
  { method: "POST", path: "/api/back-office/members", access: BOARD },
  { method: "GET", path: "/api/back-office/members/:id", access: BOARD },
  { method: "PUT", path: "/api/back-office/members/:id", access: BOARD },
  { method: "POST", path: "/api/back-office/members/:id/exclusion", access: BOARD },
  { method: "POST", path: "/api/back-office/members/:id/resignation", access: BOARD },
  { method: "POST", path: "/api/back-office/members/:id/contacts", access: BOARD },
  { method: "PUT", path: "/api/back-office/members/:id/contacts/:contactId", access: BOARD },
  { method: "DELETE", path: "/api/back-office/members/:id/contacts/:contactId", access: BOARD },
  { method: "GET", path: "/api/back-office/member-export", access: BOARD },
  { method: "GET", path: "/api/back-office/member-figures", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/contacts", access: BOARD },
  { method: "POST", path: "/api/back-office/crm/contacts", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/contacts/:id", access: BOARD },
  { method: "PUT", path: "/api/back-office/crm/contacts/:id", access: BOARD },
  { method: "DELETE", path: "/api/back-office/crm/contacts/:id", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/interactions", access: BOARD },
  { method: "POST", path: "/api/back-office/crm/interactions", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/organizations", access: BOARD },
  { method: "POST", path: "/api/back-office/crm/organizations", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/organizations/:id", access: BOARD },
  { method: "PUT", path: "/api/back-office/crm/organizations/:id", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/staff", access: BOARD },
  { method: "GET", path: "/api/back-office/crm/tags", access: BOARD },
  { method: "GET", path: "/api/back-office/invitations", access: ADMIN },
  { method: "POST", path: "/api/back-office/invitations", access: ADMIN },
  { method: "DELETE", path: "/api/back-office/invitations/:id", access: ADMIN },
  { method: "POST", path: "/api/back-office/invitations/:id/resend", access: ADMIN },
  { method: "GET", path: "/api/back-office/users", access: ADMIN },
  { method: "PUT", path: "/api/back-office/users/:id/roles", access: ADMIN },
  { method: "PUT", path: "/api/back-office/users/:id/status", access: ADMIN },
];
