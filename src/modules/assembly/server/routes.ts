/**
 * The assembly module's endpoints. /api/assembly/... is the office's (access "voting": admin);
 * /api/assembly/member/... is the members' view (access "assembly": every approved account, acting
 * for the member company its account belongs to).
 */
import { now as currentTime } from "../../../platform/clock.ts";
import { z } from "zod";
import { route } from "../../../platform/http/router.ts";
import { created } from "../../../platform/http/respond.ts";
import { HttpError } from "../../../platform/http/errors.ts";
import { idParams, uuid } from "../../../platform/http/params.ts";
import { agendaDocumentSchema, agendaItemSchema, agendaItemUpdateSchema, agendaOrderSchema, assemblyFieldsSchema, assemblyUpdateSchema, openAssemblySchema, versionOnlySchema } from "../schema/assembly.ts";
import { closeBallotSchema, electionBallotSchema, motionBallotSchema, voteSchema } from "../schema/ballot.ts";
import { assemblyRequestSchema, motionDecisionSchema, motionSchema } from "../schema/motion.ts";
import { checkInSchema, proxySchema, registrationSchema, representativeSchema } from "../schema/participation.ts";
import { addAgendaItem, attachDocument, detachDocument, removeAgendaItem, reorderAgenda, updateAgendaItem } from "./assemblies/agenda-commands.ts";
import { cancelAssembly, createAssembly, updateAssembly } from "./assemblies/assembly-commands.ts";
import { closeAssembly, declareInquorate, openAssembly } from "./assemblies/run-assembly.ts";
import { sendInvitations } from "./assemblies/send-invitations.ts";
import { recordOfficeHolder } from "./assemblies/office-holders.ts";
import { officeHolderSchema } from "../schema/office-term.ts";
import { castVote } from "./ballots/cast-vote.ts";
import { closeBallot } from "./ballots/close-ballot.ts";
import { createElectionBallot, createMotionBallot } from "./ballots/create-ballot.ts";
import { demandSecretBallot } from "./ballots/demand-secret.ts";
import { openBallot } from "./ballots/open-ballot.ts";
import { minutesPdf, publishMinutes } from "./minutes/publish-minutes.ts";
import { decideMotion, fileMotion, supportMotion, withdrawMotion, withdrawSupport } from "./motions/motion-commands.ts";
import { openRequest, signRequest } from "./motions/request-commands.ts";
import { cancelRegistration, officeCheckIn, registerAttendance, selfCheckIn, selfLeave } from "./participation/attendance-commands.ts";
import { grantProxy, revokeProxy } from "./participation/proxy-commands.ts";
import { mayRepresent, recordRepresentative, revokeRepresentative } from "./participation/representative-commands.ts";
import { assemblyDetail } from "./queries/assembly-detail.ts";
import { listAssemblies } from "./queries/assembly-list.ts";
import { memberAssemblyView } from "./queries/member-view.ts";
import { memberOverview, officeOverview, proxyHolders, searchPeople } from "./queries/overviews.ts";
import { memberViewer, viewerOf } from "./viewer.ts";
import { ensureVisibleToMembers } from "./queries/visibility.ts";

const API = "/api/assembly";
const MEMBER = "/api/assembly/member";
const listQuery = z.strictObject({
  cursor: z.string().max(400).regex(/^[A-Za-z0-9_-]+$/, { error: "Seitenmarke ist ungültig" }).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
const peopleQuery = z.strictObject({ q: z.string().trim().min(2, { error: "Mindestens 2 Zeichen" }).max(100) });
const itemDocumentParams = z.object({ id: uuid, documentId: z.string().min(1).max(100) });
const representativeParams = z.object({ id: uuid, userId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

function pdf(file: { bytes: Uint8Array; filename: string }): Response {
  return new Response(new Uint8Array(file.bytes), { headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${file.filename}"`, "cache-control": "no-store" } });
}

/** Deliveries are tried in chunks: the immediate dispatcher claims at most 25 rows per call. */
function deliverAll(deliver: (ids: readonly string[]) => void, ids: readonly string[]): undefined {
  for (let i = 0; i < ids.length; i += 25) deliver(ids.slice(i, i + 25));
  return undefined;
}

export const assemblyRoutes = [
  // The office: assemblies.
  route({ method: "GET", path: `${API}/overview`, access: "voting", handle: ({ db }) => officeOverview(db) }),
  route({ method: "GET", path: `${API}/assemblies`, access: "voting", query: listQuery, handle: ({ db, query }) => listAssemblies(db, { cursor: query.cursor, pageSize: query.pageSize }) }),
  route({ method: "POST", path: `${API}/assemblies`, access: "voting", body: assemblyFieldsSchema, handle: async ({ db, user, body }) => created(await createAssembly(db, body, user)) }),
  route({ method: "GET", path: `${API}/assemblies/:id`, access: "voting", params: idParams, notFound: "Die Versammlung", handle: ({ db, params }) => assemblyDetail(db, params.id) }),
  route({ method: "PUT", path: `${API}/assemblies/:id`, access: "voting", params: idParams, notFound: "Die Versammlung", body: assemblyUpdateSchema, handle: ({ db, user, params, body }) => updateAssembly(db, params.id, body, user) }),
  route({ method: "POST", path: `${API}/assemblies/:id/cancel`, access: "voting", params: idParams, notFound: "Die Versammlung", body: versionOnlySchema, handle: ({ db, user, params, body }) => cancelAssembly(db, params.id, body.version, user) }),
  route({
    method: "POST",
    path: `${API}/assemblies/:id/invitations`,
    access: "voting",
    params: idParams,
    notFound: "Die Versammlung",
    body: versionOnlySchema,
    handle: async ({ db, user, params, body, origin, deliverAfterResponse }) => {
      const run = await sendInvitations(db, params.id, body.version, user, origin);
      deliverAll(deliverAfterResponse, run.outboxIds);
      return { invited: run.invited };
    },
  }),
  route({ method: "POST", path: `${API}/assemblies/:id/open`, access: "voting", params: idParams, notFound: "Die Versammlung", body: openAssemblySchema, handle: ({ db, user, params, body }) => openAssembly(db, params.id, body, user) }),
  route({ method: "POST", path: `${API}/assemblies/:id/close`, access: "voting", params: idParams, notFound: "Die Versammlung", body: versionOnlySchema, handle: ({ db, user, params, body }) => closeAssembly(db, params.id, body.version, user) }),
  route({ method: "POST", path: `${API}/assemblies/:id/inquorate`, access: "voting", params: idParams, notFound: "Die Versammlung", body: versionOnlySchema, handle: ({ db, user, params, body }) => declareInquorate(db, params.id, body.version, user) }),
  route({
    method: "POST",
    path: `${API}/assemblies/:id/minutes`,
    access: "voting",
    cost: "pdf",
    params: idParams,
    notFound: "Die Versammlung",
    handle: async ({ db, user, params, deliverAfterResponse }) => deliverAll(deliverAfterResponse, await publishMinutes(db, params.id, user)),
  }),
  route({ method: "GET", path: `${API}/assemblies/:id/minutes.pdf`, access: "voting", cost: "pdf", params: idParams, notFound: "Die Versammlung", handle: async ({ db, params }) => pdf(await minutesPdf(db, params.id, { requirePublished: false })) }),

  // The office: agenda.
  route({ method: "POST", path: `${API}/assemblies/:id/agenda`, access: "voting", params: idParams, notFound: "Die Versammlung", body: agendaItemSchema, handle: async ({ db, user, params, body }) => created(await addAgendaItem(db, params.id, body, user)) }),
  route({ method: "POST", path: `${API}/assemblies/:id/agenda-order`, access: "voting", params: idParams, notFound: "Die Versammlung", body: agendaOrderSchema, handle: ({ db, user, params, body }) => reorderAgenda(db, params.id, body.itemIds, user) }),
  route({ method: "PUT", path: `${API}/agenda/:id`, access: "voting", params: idParams, notFound: "Der Tagesordnungspunkt", body: agendaItemUpdateSchema, handle: ({ db, user, params, body }) => updateAgendaItem(db, params.id, body, user) }),
  route({ method: "DELETE", path: `${API}/agenda/:id`, access: "voting", params: idParams, notFound: "Der Tagesordnungspunkt", handle: ({ db, user, params }) => removeAgendaItem(db, params.id, user) }),
  route({ method: "POST", path: `${API}/agenda/:id/documents`, access: "voting", params: idParams, notFound: "Der Tagesordnungspunkt", body: agendaDocumentSchema, handle: ({ db, user, params, body }) => attachDocument(db, params.id, body, user) }),
  route({ method: "DELETE", path: `${API}/agenda/:id/documents/:documentId`, access: "voting", params: itemDocumentParams, notFound: "Das Dokument", handle: ({ db, user, params }) => detachDocument(db, params.id, params.documentId, user) }),

  // The office: holders of an office elected before the tool was used.
  route({ method: "POST", path: `${API}/office-terms`, access: "voting", body: officeHolderSchema, handle: async ({ db, user, body }) => created(await recordOfficeHolder(db, body, user)) }),

  // The office: motions, attendance, representatives.
  route({ method: "POST", path: `${API}/motions/:id/decision`, access: "voting", params: idParams, notFound: "Der Antrag", body: motionDecisionSchema, handle: ({ db, user, params, body }) => decideMotion(db, params.id, body, user) }),
  route({ method: "POST", path: `${API}/assemblies/:id/attendance`, access: "voting", params: idParams, notFound: "Die Versammlung", body: checkInSchema, handle: ({ db, user, params, body }) => officeCheckIn(db, params.id, body, user) }),
  route({ method: "GET", path: `${API}/people`, access: "voting", query: peopleQuery, handle: ({ db, query }) => searchPeople(db, query.q) }),
  route({ method: "POST", path: `${API}/representatives`, access: "voting", body: representativeSchema, handle: ({ db, user, body }) => recordRepresentative(db, body, user) }),
  route({ method: "DELETE", path: `${API}/organizations/:id/representatives/:userId`, access: "voting", params: representativeParams, notFound: "Die Vertretungsbefugnis", handle: ({ db, user, params }) => revokeRepresentative(db, params.id, params.userId, user) }),

  // The office: ballots.
  route({ method: "POST", path: `${API}/assemblies/:id/ballots`, access: "voting", params: idParams, notFound: "Die Versammlung", body: motionBallotSchema, handle: async ({ db, params, body }) => created({ id: await db.transaction((tx) => createMotionBallot(tx, { ...body, assemblyId: params.id })) }) }),
  route({
    method: "POST",
    path: `${API}/assemblies/:id/elections`,
    access: "voting",
    params: idParams,
    notFound: "Die Versammlung",
    body: electionBallotSchema,
    handle: async ({ db, params, body }) => created({ id: await db.transaction((tx) => createElectionBallot(tx, { ...body, assemblyId: params.id, round: "first" })) }),
  }),
  route({
    method: "POST",
    path: `${API}/ballots/:id/open`,
    access: "voting",
    params: idParams,
    notFound: "Die Abstimmung",
    handle: async ({ db, user, params, deliverAfterResponse }) => {
      const { deliveryIds, ...opened } = await openBallot(db, params.id, currentTime(), user.id);
      deliverAll(deliverAfterResponse, deliveryIds);
      return opened;
    },
  }),
  route({
    method: "POST",
    path: `${API}/ballots/:id/close`,
    access: "voting",
    params: idParams,
    notFound: "Die Abstimmung",
    body: closeBallotSchema,
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const { deliveryIds, ...result } = await closeBallot(db, params.id, body.votes ? { votes: body.votes, invalid: body.invalid } : null, currentTime(), user.id);
      deliverAll(deliverAfterResponse, deliveryIds);
      return result;
    },
  }),

  // Members.
  route({ method: "GET", path: `${MEMBER}/overview`, access: "assembly", handle: async ({ db, user }) => memberOverview(db, await viewerOf(db, user)) }),
  route({ method: "GET", path: `${MEMBER}/assemblies/:id`, access: "assembly", params: idParams, notFound: "Die Versammlung", handle: async ({ db, user, params }) => memberAssemblyView(db, params.id, await viewerOf(db, user)) }),
  route({
    method: "GET",
    path: `${MEMBER}/assemblies/:id/minutes.pdf`,
    access: "assembly",
    cost: "pdf",
    params: idParams,
    notFound: "Die Versammlung",
    handle: async ({ db, params }) => {
      await ensureVisibleToMembers(db, params.id);
      return pdf(await minutesPdf(db, params.id, { requirePublished: true }));
    },
  }),
  route({ method: "POST", path: `${MEMBER}/assemblies/:id/registration`, access: "assembly", params: idParams, notFound: "Die Versammlung", body: registrationSchema, handle: async ({ db, user, params, body }) => registerAttendance(db, params.id, await viewerOf(db, user), body.mode) }),
  route({ method: "DELETE", path: `${MEMBER}/assemblies/:id/registration`, access: "assembly", params: idParams, notFound: "Die Versammlung", handle: async ({ db, user, params }) => cancelRegistration(db, params.id, await viewerOf(db, user)) }),
  route({ method: "POST", path: `${MEMBER}/assemblies/:id/check-in`, access: "assembly", params: idParams, notFound: "Die Versammlung", handle: async ({ db, user, params }) => selfCheckIn(db, params.id, await viewerOf(db, user)) }),
  route({ method: "POST", path: `${MEMBER}/assemblies/:id/leave`, access: "assembly", params: idParams, notFound: "Die Versammlung", handle: async ({ db, user, params }) => selfLeave(db, params.id, await viewerOf(db, user)) }),
  route({
    method: "POST",
    path: `${MEMBER}/assemblies/:id/motions`,
    access: "assembly",
    params: idParams,
    notFound: "Die Versammlung",
    body: motionSchema,
    handle: async ({ db, user, params, body }) => {
      await ensureVisibleToMembers(db, params.id);
      const viewer = await memberViewer(db, user);
      return created(await fileMotion(db, params.id, body, { userId: viewer.id, organizationId: viewer.organizationId }));
    },
  }),
  route({ method: "POST", path: `${MEMBER}/motions/:id/support`, access: "assembly", params: idParams, notFound: "Der Antrag", handle: async ({ db, user, params }) => { const v = await memberViewer(db, user); return supportMotion(db, params.id, { userId: v.id, organizationId: v.organizationId }); } }),
  route({ method: "DELETE", path: `${MEMBER}/motions/:id/support`, access: "assembly", params: idParams, notFound: "Der Antrag", handle: async ({ db, user, params }) => { const v = await memberViewer(db, user); return withdrawSupport(db, params.id, { userId: v.id, organizationId: v.organizationId }); } }),
  route({ method: "POST", path: `${MEMBER}/motions/:id/withdraw`, access: "assembly", params: idParams, notFound: "Der Antrag", handle: async ({ db, user, params }) => { const v = await memberViewer(db, user); return withdrawMotion(db, params.id, { userId: v.id, organizationId: v.organizationId }); } }),
  route({
    method: "POST",
    path: `${MEMBER}/assemblies/:id/proxy`,
    access: "assembly",
    params: idParams,
    notFound: "Die Versammlung",
    body: proxySchema,
    handle: async ({ db, user, params, body }) => {
      const viewer = await representingViewer(db, user);
      return created(await grantProxy(db, params.id, viewer.organizationId, body.holderOrganizationId, user));
    },
  }),
  route({
    method: "GET",
    path: `${MEMBER}/assemblies/:id/proxy-holders`,
    access: "assembly",
    params: idParams,
    notFound: "Die Versammlung",
    handle: async ({ db, user, params }) => {
      await ensureVisibleToMembers(db, params.id);
      return proxyHolders(db, await memberViewer(db, user));
    },
  }),
  route({ method: "DELETE", path: `${MEMBER}/assemblies/:id/proxy`, access: "assembly", params: idParams, notFound: "Die Versammlung", handle: async ({ db, user, params }) => revokeProxy(db, params.id, (await representingViewer(db, user)).organizationId, user) }),
  route({ method: "POST", path: `${MEMBER}/ballots/:id/votes`, access: "assembly", params: idParams, notFound: "Die Abstimmung", body: voteSchema, handle: async ({ db, user, params, body }) => created(await castVote(db, { ballotId: params.id, ...body }, user)) }),
  route({ method: "POST", path: `${MEMBER}/ballots/:id/secret-demand`, access: "assembly", params: idParams, notFound: "Die Abstimmung", handle: async ({ db, user, params }) => demandSecretBallot(db, params.id, await viewerOf(db, user)) }),
  route({ method: "POST", path: `${MEMBER}/requests`, access: "assembly", body: assemblyRequestSchema, handle: async ({ db, user, body }) => { const v = await memberViewer(db, user); return created(await openRequest(db, body, { userId: v.id, organizationId: v.organizationId })); } }),
  route({ method: "POST", path: `${MEMBER}/requests/:id/sign`, access: "assembly", params: idParams, notFound: "Das Verlangen", handle: async ({ db, user, params }) => { const v = await memberViewer(db, user); return signRequest(db, params.id, { userId: v.id, organizationId: v.organizationId }); } }),
];

/** Proxies are given in the company's name: only by a person recorded as able to represent it. */
async function representingViewer(db: Parameters<typeof memberViewer>[0], user: { id: string }) {
  const viewer = await memberViewer(db, user);
  if (!(await mayRepresent(db, viewer.organizationId, viewer.id))) {
    throw new HttpError(409, "not_authorized_to_represent", "Eine Stimmrechtsvollmacht kann nur erteilen, wer das Unternehmen kaufmännisch vertreten kann (§ 7 Abs. 1 Satzung).");
  }
  return viewer;
}
