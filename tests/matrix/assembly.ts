/**
 * Endpoint matrix rows of the assembly function (see tests/unit/endpoint-matrix.ts). Rows whose
 * path or body names a record carry a valid body, so the walk's unknown placeholder ids reach the
 * services and must be answered with a 4xx, never a 500 (issue 23).
 */
import { ADMIN, MEMBER, type EndpointRow } from "../helpers/matrix-access.ts";

const PLACEHOLDER = "00000000-0000-4000-8000-000000000000";
const version = () => ({ version: 1 });

export const rows: readonly EndpointRow[] = [
  { method: "GET", path: "/api/assembly/overview", access: ADMIN },
  { method: "GET", path: "/api/assembly/assemblies", access: ADMIN },
  { method: "POST", path: "/api/assembly/assemblies", access: ADMIN },
  { method: "GET", path: "/api/assembly/assemblies/:id", access: ADMIN },
  {
    method: "PUT",
    path: "/api/assembly/assemblies/:id",
    access: ADMIN,
    body: () => ({
      title: "Versammlung",
      assemblyDate: "2030-05-06",
      startTime: "10:00",
      place: null,
      onlineParticipation: false,
      description: null,
      version: 1,
    }),
  },
  { method: "POST", path: "/api/assembly/assemblies/:id/cancel", access: ADMIN, body: version },
  { method: "POST", path: "/api/assembly/assemblies/:id/invitations", access: ADMIN, body: version },
  {
    method: "POST",
    path: "/api/assembly/assemblies/:id/open",
    access: ADMIN,
    body: () => ({ chairName: "Leitung", minuteTakerName: "Protokoll", version: 1 }),
  },
  { method: "POST", path: "/api/assembly/assemblies/:id/close", access: ADMIN, body: version },
  { method: "POST", path: "/api/assembly/assemblies/:id/inquorate", access: ADMIN, body: version },
  { method: "POST", path: "/api/assembly/assemblies/:id/minutes", access: ADMIN },
  { method: "GET", path: "/api/assembly/assemblies/:id/minutes.pdf", access: ADMIN },
  { method: "POST", path: "/api/assembly/assemblies/:id/agenda", access: ADMIN, body: () => ({ title: "Haushalt", description: null }) },
  { method: "POST", path: "/api/assembly/assemblies/:id/agenda-order", access: ADMIN, body: () => ({ itemIds: [PLACEHOLDER] }) },
  { method: "PUT", path: "/api/assembly/agenda/:id", access: ADMIN, body: () => ({ title: "Haushalt", description: null, version: 1 }) },
  { method: "DELETE", path: "/api/assembly/agenda/:id", access: ADMIN },
  { method: "POST", path: "/api/assembly/agenda/:id/documents", access: ADMIN, body: () => ({ documentId: PLACEHOLDER, title: "Unterlage" }) },
  { method: "DELETE", path: "/api/assembly/agenda/:id/documents/:documentId", access: ADMIN },
  {
    method: "POST",
    path: "/api/assembly/motions/:id/decision",
    access: ADMIN,
    body: () => ({ decision: "admitted", note: null, agendaItemId: PLACEHOLDER, repeatsMotionId: PLACEHOLDER, version: 1 }),
  },
  { method: "POST", path: "/api/assembly/assemblies/:id/attendance", access: ADMIN, body: () => ({ userId: "user_unknown", mode: "online", present: true }) },
  { method: "GET", path: "/api/assembly/people", access: ADMIN },
  {
    method: "POST",
    path: "/api/assembly/representatives",
    access: ADMIN,
    body: () => ({ organizationId: PLACEHOLDER, userId: "user_unknown", authority: "managing_director" }),
  },
  {
    method: "POST",
    path: "/api/assembly/office-terms",
    access: ADMIN,
    body: () => ({ office: "treasurer", seat: 1, personName: "Peter Lange", userId: "user_unknown", electedOn: "2025-01-01" }),
  },
  { method: "DELETE", path: "/api/assembly/organizations/:id/representatives/:userId", access: ADMIN },
  {
    method: "POST",
    path: "/api/assembly/assemblies/:id/ballots",
    access: ADMIN,
    body: () => ({ title: "Haushalt", subject: "general", mode: "open", motionId: PLACEHOLDER, agendaItemId: PLACEHOLDER }),
  },
  {
    method: "POST",
    path: "/api/assembly/assemblies/:id/elections",
    access: ADMIN,
    body: () => ({
      office: "cash_auditor",
      seat: 1,
      mode: "open",
      agendaItemId: PLACEHOLDER,
      candidates: [{ name: "Carsten Vogel", userId: "user_unknown", organizationId: PLACEHOLDER }],
    }),
  },
  { method: "POST", path: "/api/assembly/ballots/:id/open", access: ADMIN },
  { method: "POST", path: "/api/assembly/ballots/:id/close", access: ADMIN, body: () => ({ votes: null, invalid: 0 }) },
  { method: "GET", path: "/api/assembly/member/overview", access: MEMBER },
  { method: "GET", path: "/api/assembly/member/assemblies/:id", access: MEMBER },
  { method: "GET", path: "/api/assembly/member/assemblies/:id/minutes.pdf", access: MEMBER },
  { method: "GET", path: "/api/assembly/member/assemblies/:id/proxy-holders", access: MEMBER },
  { method: "POST", path: "/api/assembly/member/assemblies/:id/registration", access: MEMBER, body: () => ({ mode: "online" }) },
  { method: "DELETE", path: "/api/assembly/member/assemblies/:id/registration", access: MEMBER },
  { method: "POST", path: "/api/assembly/member/assemblies/:id/check-in", access: MEMBER },
  { method: "POST", path: "/api/assembly/member/assemblies/:id/leave", access: MEMBER },
  {
    method: "POST",
    path: "/api/assembly/member/assemblies/:id/motions",
    access: MEMBER,
    body: () => ({ category: "general", title: "Antrag", body: "Wortlaut", reasons: null }),
  },
  { method: "POST", path: "/api/assembly/member/motions/:id/support", access: MEMBER },
  { method: "DELETE", path: "/api/assembly/member/motions/:id/support", access: MEMBER },
  { method: "POST", path: "/api/assembly/member/motions/:id/withdraw", access: MEMBER },
  { method: "POST", path: "/api/assembly/member/assemblies/:id/proxy", access: MEMBER, body: () => ({ holderOrganizationId: PLACEHOLDER }) },
  { method: "DELETE", path: "/api/assembly/member/assemblies/:id/proxy", access: MEMBER },
  { method: "POST", path: "/api/assembly/member/ballots/:id/votes", access: MEMBER, body: () => ({ organizationId: PLACEHOLDER, optionKey: "yes" }) },
  { method: "POST", path: "/api/assembly/member/ballots/:id/secret-demand", access: MEMBER },
  { method: "POST", path: "/api/assembly/member/requests", access: MEMBER },
  { method: "POST", path: "/api/assembly/member/requests/:id/sign", access: MEMBER },
];
