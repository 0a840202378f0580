/**
 * The answers of the assembly endpoints as the screens read them. Types only: the server's read
 * models build exactly these shapes, the UI renders them.
 */
import type { AssemblyKind, AssemblyStatus } from "../rules/annual-duties.ts";
import type { IsoDate } from "../rules/berlin-calendar.ts";
import type { DeclaredResult } from "../rules/ballot-result.ts";
import type { BallotMode, BallotStatus } from "../rules/ballots.ts";
import type { Office } from "../rules/elections.ts";
import type { MembershipClass, ParticipationRight } from "../rules/entitlement.ts";
import type { MotionCategory } from "../rules/motions.ts";
import type { QuorumState } from "../rules/quorum.ts";
import type { RepeatSchedule } from "../rules/convocation.ts";
import type { AttendeeRecord } from "../rules/attendance-record.ts";

/** A closed ballot's result as stored: figures, rule, interpretation, outcome and the quorum. */
export interface StoredResult extends DeclaredResult {
  quorumLabel: string;
  participation: number | null;
}

export interface AgendaItemView {
  id: string;
  position: number;
  title: string;
  description: string | null;
  announcedAt: string | null;
  version: number;
  documents: { documentId: string; title: string }[];
}

export interface MotionView {
  id: string;
  category: MotionCategory;
  categoryLabel: string;
  title: string;
  body: string;
  reasons: string | null;
  filedByOrganizationId: string | null;
  filedBy: string;
  receivedAt: string | null;
  late: boolean;
  lateAdmitted: boolean;
  status: string;
  statusNote: string | null;
  agendaItemId: string | null;
  supporters: number;
  supportersOrganizationIds: string[];
  /** Board-decision changes: 10 % of the voting members; dissolutions: more than a third of all members. */
  supportNeeded: number | null;
  votedOn: string | null;
  version: number;
}

export interface BallotView {
  id: string;
  title: string;
  subject: string;
  mode: BallotMode;
  modeLabel: string;
  status: BallotStatus;
  agendaItemId: string | null;
  motionId: string | null;
  electionOffice: Office | null;
  electionOfficeLabel: string | null;
  electionSeat: number | null;
  electionRound: string | null;
  secretDemanded: boolean;
  openedAt: string | null;
  closedAt: string | null;
  options: { key: string; label: string }[];
  participation: number;
  quorumAtOpen: { label: string } | null;
  result: StoredResult | null;
  version: number;
}

/** One person registered for or present at the assembly, as the attendance record states it (rules/attendance-record.ts). */
export type AttendanceView = AttendeeRecord;

/** The record's moment and its sentence, shown above the attendance and in the minutes. */
export interface AttendanceState {
  at: string;
  /** The state when the assembly closed (not live). */
  final: boolean;
  statement: string;
  presentPeople: number;
}

export interface AssemblyHeader {
  id: string;
  title: string;
  kind: AssemblyKind;
  status: AssemblyStatus;
  assemblyDate: IsoDate;
  startsAt: string;
  place: string | null;
  onlineParticipation: boolean;
  description: string | null;
  chairName: string | null;
  minuteTakerName: string | null;
  openedAt: string | null;
  closedAt: string | null;
  repeatsAssemblyId: string | null;
  minutesDocumentId: string | null;
  minutesPublishedAt: string | null;
  version: number;
}

export interface AssemblyListItem {
  id: string;
  title: string;
  kind: AssemblyKind;
  status: AssemblyStatus;
  assemblyDate: string;
  startsAt: string;
  place: string | null;
  invited: number;
  sent: number;
  motions: number;
  ballots: number;
}

export interface AssemblyPage {
  items: AssemblyListItem[];
  nextCursor: string | null;
}

export interface ProxyView {
  grantorId: string;
  grantor: string;
  holderId: string;
  holder: string;
}

export interface AssemblyDetail {
  assembly: AssemblyHeader;
  today: IsoDate;
  convocation: {
    latestInvitationDate: IsoDate;
    earliestAssemblyIfSentToday: IsoDate;
    motionDeadline: IsoDate;
    invited: number;
    sent: number;
    /** Invitations the outbox is still delivering (retries included). */
    queued: number;
    /** Invitations the outbox gave up on: "Fehlende Einladungen versenden" sends them again. */
    undeliverable: number;
    /** Current members without an invitation (while the assembly is prepared or invited). */
    uninvited: number;
    /** "30 von 32 nachweislich versandt · 2 in Zustellung" */
    progress: string;
    firstSentAt: string | null;
    lastSentAt: string | null;
    ok: boolean;
    message: string;
    members: number;
    votingMembers: number;
  };
  minutesDueDate: IsoDate | null;
  agenda: AgendaItemView[];
  motions: MotionView[];
  ballots: BallotView[];
  attendance: AttendanceView[];
  attendanceState: AttendanceState;
  proxies: (ProxyView & { grantedAt: string })[];
  quorum: QuorumState;
  repeat: RepeatSchedule | null;
}

export interface MemberMotionView extends Omit<MotionView, "supportersOrganizationIds"> {
  supportedByMe: boolean;
}

export interface MemberAssemblyView {
  assembly: AssemblyHeader;
  today: IsoDate;
  motionDeadline: IsoDate;
  organization: { id: string; name: string; membershipClass: MembershipClass } | null;
  right: ParticipationRight;
  mayRepresent: boolean;
  registration: { mode: "in_person" | "online"; checkedInAt: string | null; leftAt: string | null } | null;
  myVotes: { organizationId: string; name: string; viaProxy: boolean; castInOpenBallot: boolean }[];
  quorum: QuorumState;
  attendanceState: AttendanceState;
  agenda: AgendaItemView[];
  motions: MemberMotionView[];
  openBallot: BallotView | null;
  closedBallots: BallotView[];
  proxies: ProxyView[];
}
