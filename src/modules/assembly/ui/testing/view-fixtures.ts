/**
 * Views of one invited assembly for the screens' component tests: the office's detail and the
 * member's view, typed by the contract's answer schemas (mockApi checks them again when served).
 */
import type { AssemblyDetail, AssemblyHeader, MemberAssemblyView } from "../../schema/views.ts";

export const ASSEMBLY_ID = "6f1c7a52-3d0e-4a53-9b1e-2f6a0c1d9e41";
export const ORGANIZATION_ID = "0c2f3b6d-7e8a-4b9c-8d1e-5f6a7b8c9d0e";
export const AGENDA_ITEM_ID = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d";
export const MOTION_ID = "1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9";

export const assemblyHeader: AssemblyHeader = {
  id: ASSEMBLY_ID,
  title: "Ordentliche Mitgliederversammlung 2027",
  kind: "ordinary",
  status: "invited",
  assemblyDate: "2027-03-12",
  startsAt: "2027-03-12T09:00:00.000Z",
  place: "Berlin, Reinhardtstraße 27",
  onlineParticipation: true,
  description: null,
  chairName: null,
  minuteTakerName: null,
  openedAt: null,
  closedAt: null,
  repeatsAssemblyId: null,
  minutesDocumentId: null,
  minutesPublishedAt: null,
  version: 4,
};

const quorum = { quorate: false, votingMembers: 0, presidiumPresent: 0, label: "Noch niemand anwesend" };
const attendanceState = { at: "2026-11-28T09:00:00.000Z", final: false, statement: "Noch niemand anwesend.", presentPeople: 0 };
const agendaItem = {
  id: AGENDA_ITEM_ID,
  position: 1,
  title: "Entlastung des Vorstands",
  description: null,
  announcedAt: "2026-11-20T09:00:00.000Z",
  version: 1,
  documents: [],
};
const motion = {
  id: MOTION_ID,
  category: "general" as const,
  categoryLabel: "Antrag zur Tagesordnung",
  title: "Beitragsordnung anpassen",
  body: "Die Beitragsordnung wird angepasst.",
  reasons: null,
  filedByOrganizationId: ORGANIZATION_ID,
  filedBy: "Havelbahn GmbH",
  receivedAt: "2026-11-21T09:00:00.000Z",
  late: false,
  lateAdmitted: false,
  status: "admitted",
  statusNote: null,
  agendaItemId: AGENDA_ITEM_ID,
  supporters: 0,
  supportNeeded: null,
  votedOn: null,
  version: 1,
  supportersOrganizationIds: [],
};

export const assemblyDetail: AssemblyDetail = {
  assembly: assemblyHeader,
  today: "2026-11-28",
  convocation: {
    latestInvitationDate: "2027-02-12",
    earliestAssemblyIfSentToday: "2026-12-26",
    motionDeadline: "2027-02-26",
    invited: 0,
    sent: 0,
    queued: 0,
    undeliverable: 0,
    uninvited: 0,
    progress: "",
    firstSentAt: null,
    lastSentAt: null,
    ok: true,
    message: "",
    members: 0,
    votingMembers: 0,
  },
  minutesDueDate: null,
  agenda: [agendaItem],
  motions: [motion],
  ballots: [],
  attendance: [],
  attendanceState,
  proxies: [],
  quorum,
  repeat: null,
};

export const memberView: MemberAssemblyView = {
  assembly: assemblyHeader,
  today: "2026-11-28",
  motionDeadline: "2027-02-26",
  organization: { id: ORGANIZATION_ID, name: "Havelbahn GmbH", membershipClass: "ordinary" },
  right: "vote",
  mayRepresent: false,
  registration: null,
  myVotes: [],
  quorum,
  attendanceState,
  agenda: [agendaItem],
  motions: [],
  openBallot: null,
  closedBallots: [],
  proxies: [],
};
