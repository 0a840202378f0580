/** The assembly module's route table: each endpoint of ../contract.ts bound to its service. */
import { now as currentTime } from "#platform/clock.ts";
import type { Db } from "#platform/db/client.ts";
import { HttpError } from "#platform/http/errors.ts";
import { route } from "#platform/http/router.ts";
import { assemblyContract as assembly } from "../contract.ts";
import { addAgendaItem, attachDocument, detachDocument, removeAgendaItem, reorderAgenda, updateAgendaItem } from "./assemblies/agenda-commands.ts";
import { cancelAssembly, createAssembly, updateAssembly } from "./assemblies/assembly-commands.ts";
import { recordOfficeHolder } from "./assemblies/office-holder-commands.ts";
import { closeAssembly, declareInquorate, openAssembly } from "./assemblies/assembly-day-commands.ts";
import { sendInvitations } from "./assemblies/invitation-commands.ts";
import { castVote } from "./ballots/vote-commands.ts";
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
import { ensureVisibleToMembers } from "./queries/visibility.ts";
import { memberViewer, viewerOf } from "./viewer.ts";

function pdf(file: { bytes: Uint8Array; filename: string }): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: { "content-type": "application/pdf", "content-disposition": `attachment; filename="${file.filename}"`, "cache-control": "no-store" },
  });
}

/** Deliveries are tried in chunks: the immediate dispatcher claims at most 25 rows per call. */
function deliverAll(deliver: (ids: readonly string[]) => void, ids: readonly string[]): undefined {
  for (let i = 0; i < ids.length; i += 25) deliver(ids.slice(i, i + 25));
  return undefined;
}

/** The member acting: their account and the company it belongs to. */
async function filer(db: Db, user: { id: string }) {
  const viewer = await memberViewer(db, user);
  return { userId: viewer.id, organizationId: viewer.organizationId };
}

/** Proxies are given in the company's name: only by a person recorded as able to represent it. */
async function representingViewer(db: Db, user: { id: string }) {
  const viewer = await memberViewer(db, user);
  if (!(await mayRepresent(db, viewer.organizationId, viewer.id))) {
    throw new HttpError(
      409,
      "not_authorized_to_represent",
      "Eine Stimmrechtsvollmacht kann nur erteilen, wer das Unternehmen kaufmännisch vertreten kann (§ 7 Abs. 1 Satzung).",
    );
  }
  return viewer;
}

export const assemblyRoutes = [
  // The office: assemblies.
  route(assembly.officeOverview, { handle: ({ db }) => officeOverview(db) }),
  route(assembly.listAssemblies, { handle: ({ db, query }) => listAssemblies(db, { cursor: query.cursor, pageSize: query.pageSize }) }),
  route(assembly.createAssembly, { handle: ({ db, user, body }) => createAssembly(db, body, user) }),
  route(assembly.getAssembly, { handle: ({ db, params }) => assemblyDetail(db, params.id) }),
  route(assembly.updateAssembly, { handle: ({ db, user, params, body }) => updateAssembly(db, params.id, body, user) }),
  route(assembly.cancelAssembly, { handle: ({ db, user, params, body }) => cancelAssembly(db, params.id, body.version, user) }),
  route(assembly.sendInvitations, {
    handle: async ({ db, user, params, body, origin, deliverAfterResponse }) => {
      const run = await sendInvitations(db, params.id, body.version, user, origin);
      deliverAll(deliverAfterResponse, run.outboxIds);
      return { invited: run.invited };
    },
  }),
  route(assembly.openAssembly, { handle: ({ db, user, params, body }) => openAssembly(db, params.id, body, user) }),
  route(assembly.closeAssembly, { handle: ({ db, user, params, body }) => closeAssembly(db, params.id, body.version, user) }),
  route(assembly.declareInquorate, { handle: ({ db, user, params, body }) => declareInquorate(db, params.id, body.version, user) }),
  route(assembly.publishMinutes, {
    cost: "pdf",
    handle: async ({ db, user, params, deliverAfterResponse }) => deliverAll(deliverAfterResponse, await publishMinutes(db, params.id, user)),
  }),
  route(assembly.minutesPreview, { cost: "pdf", handle: async ({ db, params }) => pdf(await minutesPdf(db, params.id, { requirePublished: false })) }),

  // The office: agenda.
  route(assembly.addAgendaItem, { handle: ({ db, user, params, body }) => addAgendaItem(db, params.id, body, user) }),
  route(assembly.reorderAgenda, { handle: ({ db, user, params, body }) => reorderAgenda(db, params.id, body.itemIds, user) }),
  route(assembly.updateAgendaItem, { handle: ({ db, user, params, body }) => updateAgendaItem(db, params.id, body, user) }),
  route(assembly.removeAgendaItem, { handle: ({ db, user, params }) => removeAgendaItem(db, params.id, user) }),
  route(assembly.attachDocument, { handle: ({ db, user, params, body }) => attachDocument(db, params.id, body, user) }),
  route(assembly.detachDocument, { handle: ({ db, user, params }) => detachDocument(db, params.id, params.documentId, user) }),

  // The office: holders of an office elected before the tool was used.
  route(assembly.recordOfficeHolder, { handle: ({ db, user, body }) => recordOfficeHolder(db, body, user) }),

  // The office: motions, attendance, representatives.
  route(assembly.decideMotion, { handle: ({ db, user, params, body }) => decideMotion(db, params.id, body, user) }),
  route(assembly.recordAttendance, { handle: ({ db, user, params, body }) => officeCheckIn(db, params.id, body, user) }),
  route(assembly.searchPeople, { handle: ({ db, query }) => searchPeople(db, query.q) }),
  route(assembly.recordRepresentative, { handle: ({ db, user, body }) => recordRepresentative(db, body, user) }),
  route(assembly.revokeRepresentative, { handle: ({ db, user, params }) => revokeRepresentative(db, params.id, params.userId, user) }),

  // The office: ballots.
  route(assembly.createMotionBallot, {
    handle: async ({ db, params, body }) => ({ id: await db.transaction((tx) => createMotionBallot(tx, { ...body, assemblyId: params.id })) }),
  }),
  route(assembly.createElectionBallot, {
    handle: async ({ db, params, body }) => ({
      id: await db.transaction((tx) => createElectionBallot(tx, { ...body, assemblyId: params.id, round: "first" })),
    }),
  }),
  route(assembly.openBallot, {
    handle: async ({ db, user, params, deliverAfterResponse }) => {
      const { deliveryIds, ...opened } = await openBallot(db, params.id, currentTime(), user.id);
      deliverAll(deliverAfterResponse, deliveryIds);
      return opened;
    },
  }),
  route(assembly.closeBallot, {
    handle: async ({ db, user, params, body, deliverAfterResponse }) => {
      const recorded = body.votes ? { votes: body.votes, invalid: body.invalid } : null;
      const { deliveryIds, ...result } = await closeBallot(db, params.id, recorded, currentTime(), user.id);
      deliverAll(deliverAfterResponse, deliveryIds);
      return result;
    },
  }),

  // Members.
  route(assembly.memberOverview, { handle: async ({ db, user }) => memberOverview(db, await viewerOf(db, user)) }),
  route(assembly.memberAssembly, { handle: async ({ db, user, params }) => memberAssemblyView(db, params.id, await viewerOf(db, user)) }),
  route(assembly.memberMinutes, {
    cost: "pdf",
    handle: async ({ db, params }) => {
      await ensureVisibleToMembers(db, params.id);
      return pdf(await minutesPdf(db, params.id, { requirePublished: true }));
    },
  }),
  route(assembly.register, { handle: async ({ db, user, params, body }) => registerAttendance(db, params.id, await viewerOf(db, user), body.mode) }),
  route(assembly.cancelRegistration, { handle: async ({ db, user, params }) => cancelRegistration(db, params.id, await viewerOf(db, user)) }),
  route(assembly.checkIn, { handle: async ({ db, user, params }) => selfCheckIn(db, params.id, await viewerOf(db, user)) }),
  route(assembly.leave, { handle: async ({ db, user, params }) => selfLeave(db, params.id, await viewerOf(db, user)) }),
  route(assembly.fileMotion, {
    handle: async ({ db, user, params, body }) => {
      await ensureVisibleToMembers(db, params.id);
      return fileMotion(db, params.id, body, await filer(db, user));
    },
  }),
  route(assembly.supportMotion, { handle: async ({ db, user, params }) => supportMotion(db, params.id, await filer(db, user)) }),
  route(assembly.withdrawSupport, { handle: async ({ db, user, params }) => withdrawSupport(db, params.id, await filer(db, user)) }),
  route(assembly.withdrawMotion, { handle: async ({ db, user, params }) => withdrawMotion(db, params.id, await filer(db, user)) }),
  route(assembly.grantProxy, {
    handle: async ({ db, user, params, body }) => {
      const viewer = await representingViewer(db, user);
      return grantProxy(db, params.id, viewer.organizationId, body.holderOrganizationId, user);
    },
  }),
  route(assembly.proxyHolders, {
    handle: async ({ db, user, params }) => {
      await ensureVisibleToMembers(db, params.id);
      return proxyHolders(db, await memberViewer(db, user));
    },
  }),
  route(assembly.revokeProxy, {
    handle: async ({ db, user, params }) => revokeProxy(db, params.id, (await representingViewer(db, user)).organizationId, user),
  }),
  route(assembly.castVote, { handle: ({ db, user, params, body }) => castVote(db, { ballotId: params.id, ...body }, user) }),
  route(assembly.demandSecretBallot, { handle: async ({ db, user, params }) => demandSecretBallot(db, params.id, await viewerOf(db, user)) }),
  route(assembly.openRequest, { handle: async ({ db, user, body }) => openRequest(db, body, await filer(db, user)) }),
  route(assembly.signRequest, { handle: async ({ db, user, params }) => signRequest(db, params.id, await filer(db, user)) }),
];
