/**
 * The assembly module's endpoints (ADR 260). /api/assembly/... is the office's (access "voting",
 * the SPEC's route name: administrators); /api/assembly/member/... is the members' view (access
 * "assembly": every approved account, acting for the member company its account belongs to).
 */
import { z } from "zod";
import { recordId, version } from "#shared/contract/answers.ts";
import { defineContract, endpoint, fileAnswer, noContent } from "#shared/contract/endpoint.ts";
import { idParams, userId, uuid } from "#shared/contract/params.ts";
import { BALLOT_MODES } from "./domain/ballots.ts";
import {
  agendaDocumentSchema,
  agendaItemSchema,
  agendaItemUpdateSchema,
  agendaOrderSchema,
  assemblyFieldsSchema,
  assemblyUpdateSchema,
  openAssemblySchema,
  versionOnlySchema,
} from "./schema/assembly.ts";
import { closeBallotSchema, electionBallotSchema, motionBallotSchema, voteSchema } from "./schema/ballot.ts";
import { assemblyRequestSchema, motionDecisionSchema, motionSchema } from "./schema/motion.ts";
import { officeHolderSchema } from "./schema/office-term.ts";
import { memberOverviewSchema, overviewSchema, peopleSchema, proxyHoldersSchema } from "./schema/overview.ts";
import { checkInSchema, proxySchema, registrationSchema, representativeSchema } from "./schema/participation.ts";
import {
  agendaItemRecordSchema,
  assemblyDetailSchema,
  assemblyHeaderSchema,
  assemblyPageSchema,
  memberAssemblyViewSchema,
  storedResultSchema,
} from "./schema/views.ts";

const ASSEMBLY = "Die Versammlung";
const AGENDA_ITEM = "Der Tagesordnungspunkt";
const MOTION = "Der Antrag";
const BALLOT = "Die Abstimmung";
const PDF = fileAnswer("application/pdf");

export const assemblyListQuery = z.strictObject({
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, { error: "Seitenmarke ist ungültig" })
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const peopleQuery = z.strictObject({ q: z.string().trim().min(2, { error: "Mindestens 2 Zeichen" }).max(100) });
export const itemDocumentParams = z.object({ id: uuid, documentId: z.string().min(1).max(100) });
export const representativeParams = z.object({ id: uuid, userId });

const createdId = z.strictObject({ id: recordId });

export const assemblyContract = defineContract("assembly", {
  // The office: assemblies.
  officeOverview: endpoint({
    method: "GET",
    path: "/api/assembly/overview",
    access: "voting",
    response: overviewSchema,
    summary: "Annual duty, offices, open requests",
  }),
  listAssemblies: endpoint({ method: "GET", path: "/api/assembly/assemblies", access: "voting", query: assemblyListQuery, response: assemblyPageSchema }),
  createAssembly: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies",
    access: "voting",
    body: assemblyFieldsSchema,
    response: assemblyHeaderSchema,
    status: 201,
  }),
  getAssembly: endpoint({
    method: "GET",
    path: "/api/assembly/assemblies/:id",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    response: assemblyDetailSchema,
  }),
  updateAssembly: endpoint({
    method: "PUT",
    path: "/api/assembly/assemblies/:id",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: assemblyUpdateSchema,
    response: assemblyHeaderSchema,
  }),
  cancelAssembly: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/cancel",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: versionOnlySchema,
    response: assemblyHeaderSchema,
  }),
  sendInvitations: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/invitations",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: versionOnlySchema,
    response: z.strictObject({ invited: z.number().int().min(0) }),
  }),
  openAssembly: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/open",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: openAssemblySchema,
    response: noContent,
  }),
  closeAssembly: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/close",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: versionOnlySchema,
    response: noContent,
  }),
  declareInquorate: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/inquorate",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: versionOnlySchema,
    response: z.strictObject({ repeatId: recordId }),
  }),
  publishMinutes: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/minutes",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    response: noContent,
  }),
  minutesPreview: endpoint({
    method: "GET",
    path: "/api/assembly/assemblies/:id/minutes.pdf",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    response: PDF,
  }),

  // The office: agenda.
  addAgendaItem: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/agenda",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: agendaItemSchema,
    response: agendaItemRecordSchema,
    status: 201,
  }),
  reorderAgenda: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/agenda-order",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: agendaOrderSchema,
    response: noContent,
  }),
  updateAgendaItem: endpoint({
    method: "PUT",
    path: "/api/assembly/agenda/:id",
    access: "voting",
    params: idParams,
    notFound: AGENDA_ITEM,
    body: agendaItemUpdateSchema,
    response: agendaItemRecordSchema,
  }),
  removeAgendaItem: endpoint({
    method: "DELETE",
    path: "/api/assembly/agenda/:id",
    access: "voting",
    params: idParams,
    notFound: AGENDA_ITEM,
    response: noContent,
  }),
  attachDocument: endpoint({
    method: "POST",
    path: "/api/assembly/agenda/:id/documents",
    access: "voting",
    params: idParams,
    notFound: AGENDA_ITEM,
    body: agendaDocumentSchema,
    response: noContent,
  }),
  detachDocument: endpoint({
    method: "DELETE",
    path: "/api/assembly/agenda/:id/documents/:documentId",
    access: "voting",
    params: itemDocumentParams,
    notFound: "Das Dokument",
    response: noContent,
  }),

  // The office: holders of an office elected before the tool was used.
  recordOfficeHolder: endpoint({
    method: "POST",
    path: "/api/assembly/office-terms",
    access: "voting",
    body: officeHolderSchema,
    response: createdId,
    status: 201,
  }),

  // The office: motions, attendance, representatives.
  decideMotion: endpoint({
    method: "POST",
    path: "/api/assembly/motions/:id/decision",
    access: "voting",
    params: idParams,
    notFound: MOTION,
    body: motionDecisionSchema,
    response: noContent,
  }),
  recordAttendance: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/attendance",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: checkInSchema,
    response: noContent,
  }),
  searchPeople: endpoint({ method: "GET", path: "/api/assembly/people", access: "voting", query: peopleQuery, response: peopleSchema }),
  recordRepresentative: endpoint({ method: "POST", path: "/api/assembly/representatives", access: "voting", body: representativeSchema, response: noContent }),
  revokeRepresentative: endpoint({
    method: "DELETE",
    path: "/api/assembly/organizations/:id/representatives/:userId",
    access: "voting",
    params: representativeParams,
    notFound: "Die Vertretungsbefugnis",
    response: noContent,
  }),

  // The office: ballots.
  createMotionBallot: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/ballots",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: motionBallotSchema,
    response: createdId,
    status: 201,
  }),
  createElectionBallot: endpoint({
    method: "POST",
    path: "/api/assembly/assemblies/:id/elections",
    access: "voting",
    params: idParams,
    notFound: ASSEMBLY,
    body: electionBallotSchema,
    response: createdId,
    status: 201,
  }),
  openBallot: endpoint({
    method: "POST",
    path: "/api/assembly/ballots/:id/open",
    access: "voting",
    params: idParams,
    notFound: BALLOT,
    response: z.strictObject({ id: recordId, version }),
  }),
  closeBallot: endpoint({
    method: "POST",
    path: "/api/assembly/ballots/:id/close",
    access: "voting",
    params: idParams,
    notFound: BALLOT,
    body: closeBallotSchema,
    response: storedResultSchema,
  }),

  // Members.
  memberOverview: endpoint({ method: "GET", path: "/api/assembly/member/overview", access: "assembly", response: memberOverviewSchema }),
  memberAssembly: endpoint({
    method: "GET",
    path: "/api/assembly/member/assemblies/:id",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    response: memberAssemblyViewSchema,
  }),
  memberMinutes: endpoint({
    method: "GET",
    path: "/api/assembly/member/assemblies/:id/minutes.pdf",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    response: PDF,
  }),
  register: endpoint({
    method: "POST",
    path: "/api/assembly/member/assemblies/:id/registration",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    body: registrationSchema,
    response: noContent,
  }),
  cancelRegistration: endpoint({
    method: "DELETE",
    path: "/api/assembly/member/assemblies/:id/registration",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    response: noContent,
  }),
  checkIn: endpoint({
    method: "POST",
    path: "/api/assembly/member/assemblies/:id/check-in",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    response: noContent,
  }),
  leave: endpoint({
    method: "POST",
    path: "/api/assembly/member/assemblies/:id/leave",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    response: noContent,
  }),
  fileMotion: endpoint({
    method: "POST",
    path: "/api/assembly/member/assemblies/:id/motions",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    body: motionSchema,
    response: z.strictObject({ id: recordId, late: z.boolean() }),
    status: 201,
  }),
  supportMotion: endpoint({
    method: "POST",
    path: "/api/assembly/member/motions/:id/support",
    access: "assembly",
    params: idParams,
    notFound: MOTION,
    response: noContent,
  }),
  withdrawSupport: endpoint({
    method: "DELETE",
    path: "/api/assembly/member/motions/:id/support",
    access: "assembly",
    params: idParams,
    notFound: MOTION,
    response: noContent,
  }),
  withdrawMotion: endpoint({
    method: "POST",
    path: "/api/assembly/member/motions/:id/withdraw",
    access: "assembly",
    params: idParams,
    notFound: MOTION,
    response: noContent,
  }),
  grantProxy: endpoint({
    method: "POST",
    path: "/api/assembly/member/assemblies/:id/proxy",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    body: proxySchema,
    response: createdId,
    status: 201,
  }),
  proxyHolders: endpoint({
    method: "GET",
    path: "/api/assembly/member/assemblies/:id/proxy-holders",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    response: proxyHoldersSchema,
  }),
  revokeProxy: endpoint({
    method: "DELETE",
    path: "/api/assembly/member/assemblies/:id/proxy",
    access: "assembly",
    params: idParams,
    notFound: ASSEMBLY,
    response: noContent,
  }),
  castVote: endpoint({
    method: "POST",
    path: "/api/assembly/member/ballots/:id/votes",
    access: "assembly",
    params: idParams,
    notFound: BALLOT,
    body: voteSchema,
    response: z.strictObject({ ballotId: recordId, organizationId: recordId, mode: z.enum(BALLOT_MODES) }),
    status: 201,
  }),
  demandSecretBallot: endpoint({
    method: "POST",
    path: "/api/assembly/member/ballots/:id/secret-demand",
    access: "assembly",
    params: idParams,
    notFound: BALLOT,
    response: noContent,
  }),
  openRequest: endpoint({
    method: "POST",
    path: "/api/assembly/member/requests",
    access: "assembly",
    body: assemblyRequestSchema,
    response: z.strictObject({ id: recordId, reached: z.boolean() }),
    status: 201,
  }),
  signRequest: endpoint({
    method: "POST",
    path: "/api/assembly/member/requests/:id/sign",
    access: "assembly",
    params: idParams,
    notFound: "Das Verlangen",
    response: z.strictObject({ reached: z.boolean() }),
  }),
});
