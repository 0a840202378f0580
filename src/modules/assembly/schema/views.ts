/**
 * The answers of the assembly endpoints (ADR 260): strict zod schemas of what the server's read
 * models build and the screens render. The contract (../contract.ts) declares them as answers, so
 * tests fail on a field the schema does not name; the types are derived from them.
 */
import { z } from "zod";
import { calendarDate, recordId, timestamp, version } from "#shared/contract/answers.ts";
import { MEMBERSHIP_CLASSES } from "#shared/membership.ts";
import { BALLOT_MODES } from "../domain/ballots.ts";
import { OFFICES } from "../domain/elections.ts";
import { REPRESENTATION_AUTHORITIES } from "../domain/entitlement.ts";
import { MOTION_CATEGORIES } from "../domain/motions.ts";

export const ASSEMBLY_KIND_VALUES = ["ordinary", "extraordinary", "repeat"] as const;
export const ASSEMBLY_STATUS_VALUES = ["draft", "invited", "running", "closed", "inquorate", "cancelled"] as const;
const count = z.number().int().min(0);

/** The quorum at a moment (domain/quorum.ts QuorumState). */
export const quorumStateSchema = z.strictObject({ quorate: z.boolean(), votingMembers: count, presidiumPresent: count, label: z.string() });

/** How a ballot's election ended (domain/elections.ts ElectionOutcome, plus the run-off qualification states of ballot-result.ts). */
const electionOutcomeSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("elected"), candidateId: z.string() }),
  z.strictObject({ kind: z.literal("not_elected") }),
  z.strictObject({ kind: z.literal("runoff"), candidateIds: z.tuple([z.string(), z.string()]) }),
  z.strictObject({ kind: z.literal("deciding_ballot"), qualified: z.array(z.string()), tied: z.array(z.string()), places: count }),
  z.strictObject({ kind: z.literal("repeat"), candidateIds: z.array(z.string()) }),
  z.strictObject({ kind: z.literal("qualified"), candidateIds: z.array(z.string()) }),
  z.strictObject({ kind: z.literal("deciding_repeat") }),
]);

/** A closed ballot's result as stored: figures, rule, interpretation, outcome and the quorum. */
export const storedResultSchema = z.strictObject({
  rows: z.array(z.strictObject({ key: z.string(), label: z.string(), votes: count })),
  invalid: count,
  valid: count,
  accepted: z.boolean().nullable(),
  election: electionOutcomeSchema.nullable(),
  ruleText: z.string(),
  interpretation: z.string(),
  outcomeText: z.string(),
  quorumLabel: z.string(),
  participation: count.nullable(),
});
export type StoredResult = z.output<typeof storedResultSchema>;

export const agendaItemViewSchema = z.strictObject({
  id: recordId,
  position: z.number().int().min(1),
  title: z.string(),
  description: z.string().nullable(),
  announcedAt: timestamp.nullable(),
  version,
  documents: z.array(z.strictObject({ documentId: z.string(), title: z.string() })),
});
export type AgendaItemView = z.output<typeof agendaItemViewSchema>;

/** An agenda item as stored (assembly_agenda_items), the answer of adding or editing one. */
export const agendaItemRecordSchema = z.strictObject({
  id: recordId,
  assemblyId: recordId,
  position: z.number().int().min(1),
  title: z.string(),
  description: z.string().nullable(),
  announcedAt: timestamp.nullable(),
  createdAt: timestamp,
  version,
});
export type AgendaItemRecord = z.output<typeof agendaItemRecordSchema>;

const motionFields = {
  id: recordId,
  category: z.enum(MOTION_CATEGORIES),
  categoryLabel: z.string(),
  title: z.string(),
  body: z.string(),
  reasons: z.string().nullable(),
  filedByOrganizationId: recordId.nullable(),
  filedBy: z.string(),
  receivedAt: timestamp.nullable(),
  late: z.boolean(),
  lateAdmitted: z.boolean(),
  status: z.string(),
  statusNote: z.string().nullable(),
  agendaItemId: recordId.nullable(),
  supporters: count,
  /** Board-decision changes: 10 % of the voting members; dissolutions: more than a third of all members. */
  supportNeeded: count.nullable(),
  votedOn: calendarDate.nullable(),
  version,
};
export const motionViewSchema = z.strictObject({ ...motionFields, supportersOrganizationIds: z.array(recordId) });
export type MotionView = z.output<typeof motionViewSchema>;

export const ballotViewSchema = z.strictObject({
  id: recordId,
  title: z.string(),
  subject: z.string(),
  mode: z.enum(BALLOT_MODES),
  modeLabel: z.string(),
  status: z.enum(["draft", "open", "closed", "cancelled"]),
  agendaItemId: recordId.nullable(),
  motionId: recordId.nullable(),
  electionOffice: z.enum(OFFICES).nullable(),
  electionOfficeLabel: z.string().nullable(),
  electionSeat: z.number().int().min(1).nullable(),
  electionRound: z.string().nullable(),
  secretDemanded: z.boolean(),
  openedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  options: z.array(z.strictObject({ key: z.string(), label: z.string() })),
  participation: count,
  /** The quorum when the ballot opened, as stored with it (domain/quorum.ts QuorumInput and its sentence). */
  quorumAtOpen: z.strictObject({ votingMembersPresent: count, votingMembersRepresented: count, presidiumPresent: count, label: z.string() }).nullable(),
  result: storedResultSchema.nullable(),
  version,
});
export type BallotView = z.output<typeof ballotViewSchema>;

/** One person registered for or present at the assembly, as the attendance record states it (domain/attendance-record.ts AttendeeRecord). */
export const attendanceViewSchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  organizationId: recordId.nullable(),
  organizationName: z.string().nullable(),
  mode: z.enum(["in_person", "online"]),
  registeredAt: timestamp,
  checkedInAt: timestamp.nullable(),
  leftAt: timestamp.nullable(),
  authority: z.enum(REPRESENTATION_AUTHORITIES).nullable(),
  authorityLabel: z.string().nullable(),
  presidium: z.boolean(),
  officeLabel: z.string().nullable(),
  present: z.boolean(),
  attended: z.boolean(),
  capacity: z.enum(["vote", "advisory", "no_authority", "not_member", "guest"]),
  capacityLabel: z.string(),
  votes: z.array(recordId),
  voteNames: z.array(z.string()),
  proxiesFor: z.array(z.string()),
  votesLabel: z.string(),
  statusLabel: z.string(),
});
export type AttendanceView = z.output<typeof attendanceViewSchema>;

/** The record's moment and its sentence, shown above the attendance and in the minutes. */
export const attendanceStateSchema = z.strictObject({
  at: timestamp,
  /** The state when the assembly closed (not live). */
  final: z.boolean(),
  statement: z.string(),
  presentPeople: count,
});
export type AttendanceState = z.output<typeof attendanceStateSchema>;

export const assemblyHeaderSchema = z.strictObject({
  id: recordId,
  title: z.string(),
  kind: z.enum(ASSEMBLY_KIND_VALUES),
  status: z.enum(ASSEMBLY_STATUS_VALUES),
  assemblyDate: calendarDate,
  startsAt: timestamp,
  place: z.string().nullable(),
  onlineParticipation: z.boolean(),
  description: z.string().nullable(),
  chairName: z.string().nullable(),
  minuteTakerName: z.string().nullable(),
  openedAt: timestamp.nullable(),
  closedAt: timestamp.nullable(),
  repeatsAssemblyId: recordId.nullable(),
  minutesDocumentId: z.string().nullable(),
  minutesPublishedAt: timestamp.nullable(),
  version,
});
export type AssemblyHeader = z.output<typeof assemblyHeaderSchema>;

export const assemblyListItemSchema = z.strictObject({
  id: recordId,
  title: z.string(),
  kind: z.enum(ASSEMBLY_KIND_VALUES),
  status: z.enum(ASSEMBLY_STATUS_VALUES),
  assemblyDate: calendarDate,
  startsAt: timestamp,
  place: z.string().nullable(),
  invited: count,
  sent: count,
  motions: count,
  ballots: count,
});
export type AssemblyListItem = z.output<typeof assemblyListItemSchema>;

/** The office's list: newest first, paged by keyset (no total: the list is short and counting it is not). */
export const assemblyPageSchema = z.strictObject({ items: z.array(assemblyListItemSchema), nextCursor: z.string().nullable() });
export type AssemblyPage = z.output<typeof assemblyPageSchema>;

export const proxyViewSchema = z.strictObject({ grantorId: recordId, grantor: z.string(), holderId: recordId, holder: z.string() });
export type ProxyView = z.output<typeof proxyViewSchema>;

/** The repeat of an inquorate assembly (domain/convocation.ts RepeatSchedule). */
const repeatScheduleSchema = z.strictObject({ inviteBy: calendarDate, earliestAssemblyDate: calendarDate, overdue: z.boolean(), message: z.string() });

export const assemblyDetailSchema = z.strictObject({
  assembly: assemblyHeaderSchema,
  today: calendarDate,
  convocation: z.strictObject({
    latestInvitationDate: calendarDate,
    earliestAssemblyIfSentToday: calendarDate,
    motionDeadline: calendarDate,
    invited: count,
    sent: count,
    /** Invitations the outbox is still delivering (retries included). */
    queued: count,
    /** Invitations the outbox gave up on: "Fehlende Einladungen versenden" sends them again. */
    undeliverable: count,
    /** Current members without an invitation (while the assembly is prepared or invited). */
    uninvited: count,
    /** "30 von 32 nachweislich versandt · 2 in Zustellung" */
    progress: z.string(),
    firstSentAt: timestamp.nullable(),
    lastSentAt: timestamp.nullable(),
    ok: z.boolean(),
    message: z.string(),
    members: count,
    votingMembers: count,
  }),
  minutesDueDate: calendarDate.nullable(),
  agenda: z.array(agendaItemViewSchema),
  motions: z.array(motionViewSchema),
  ballots: z.array(ballotViewSchema),
  attendance: z.array(attendanceViewSchema),
  attendanceState: attendanceStateSchema,
  proxies: z.array(proxyViewSchema.extend({ grantedAt: timestamp })),
  quorum: quorumStateSchema,
  repeat: repeatScheduleSchema.nullable(),
});
export type AssemblyDetail = z.output<typeof assemblyDetailSchema>;

export const memberMotionViewSchema = z.strictObject({ ...motionFields, supportedByMe: z.boolean() });
export type MemberMotionView = z.output<typeof memberMotionViewSchema>;

export const memberAssemblyViewSchema = z.strictObject({
  assembly: assemblyHeaderSchema,
  today: calendarDate,
  motionDeadline: calendarDate,
  organization: z.strictObject({ id: recordId, name: z.string(), membershipClass: z.enum(MEMBERSHIP_CLASSES) }).nullable(),
  right: z.enum(["vote", "advisory", "none"]),
  mayRepresent: z.boolean(),
  registration: z.strictObject({ mode: z.enum(["in_person", "online"]), checkedInAt: timestamp.nullable(), leftAt: timestamp.nullable() }).nullable(),
  myVotes: z.array(z.strictObject({ organizationId: recordId, name: z.string(), viaProxy: z.boolean(), castInOpenBallot: z.boolean() })),
  quorum: quorumStateSchema,
  attendanceState: attendanceStateSchema,
  agenda: z.array(agendaItemViewSchema),
  motions: z.array(memberMotionViewSchema),
  openBallot: ballotViewSchema.nullable(),
  closedBallots: z.array(ballotViewSchema),
  proxies: z.array(proxyViewSchema),
});
export type MemberAssemblyView = z.output<typeof memberAssemblyViewSchema>;
