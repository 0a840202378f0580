/** Drizzle definitions of the assembly tables, matching db/migrations/0200_assembly_core.sql (and 0330). */
import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const generalAssemblies = pgTable("general_assemblies", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  kind: text("kind", { enum: ["ordinary", "extraordinary", "repeat"] }).notNull(),
  status: text("status", { enum: ["draft", "invited", "running", "closed", "inquorate", "cancelled"] })
    .notNull()
    .default("draft"),
  assemblyDate: date("assembly_date", { mode: "string" }).notNull(),
  startsAt: timestamptz("starts_at").notNull(),
  place: text("place"),
  onlineParticipation: boolean("online_participation").notNull().default(false),
  description: text("description"),
  repeatsAssemblyId: uuid("repeats_assembly_id"),
  chairName: text("chair_name"),
  minuteTakerName: text("minute_taker_name"),
  firstInvitationSentAt: timestamptz("first_invitation_sent_at"),
  openedAt: timestamptz("opened_at"),
  closedAt: timestamptz("closed_at"),
  minutesDocumentId: text("minutes_document_id"),
  minutesPublishedAt: timestamptz("minutes_published_at"),
  /** 0330: the attendance record stored when the assembly closed (domain/attendance-record.ts). */
  attendanceRecord: jsonb("attendance_record"),
  createdBy: text("created_by"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const agendaItems = pgTable("assembly_agenda_items", {
  id: uuid("id").primaryKey().defaultRandom(),
  assemblyId: uuid("assembly_id").notNull(),
  position: integer("position").notNull(),
  title: text("title").notNull(),
  description: text("description"),
  announcedAt: timestamptz("announced_at"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const agendaDocuments = pgTable(
  "assembly_agenda_documents",
  {
    agendaItemId: uuid("agenda_item_id").notNull(),
    documentId: text("document_id").notNull(),
    title: text("title").notNull(),
    addedAt: timestamptz("added_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agendaItemId, t.documentId] })],
);

export const invitations = pgTable(
  "assembly_invitations",
  {
    assemblyId: uuid("assembly_id").notNull(),
    organizationId: uuid("organization_id").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    outboxId: uuid("outbox_id"),
    queuedAt: timestamptz("queued_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [primaryKey({ columns: [t.assemblyId, t.organizationId] })],
);

export const representatives = pgTable("assembly_representatives", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: uuid("organization_id").notNull(),
  userId: text("user_id").notNull(),
  authority: text("authority", { enum: ["managing_director", "executive_board", "authorized_officer", "general_partner"] }).notNull(),
  recordedBy: text("recorded_by"),
  recordedAt: timestamptz("recorded_at").notNull().defaultNow(),
  revokedAt: timestamptz("revoked_at"),
});

export const attendance = pgTable(
  "assembly_attendance",
  {
    assemblyId: uuid("assembly_id").notNull(),
    userId: text("user_id").notNull(),
    organizationId: uuid("organization_id"),
    mode: text("mode", { enum: ["in_person", "online"] }).notNull(),
    registeredAt: timestamptz("registered_at").notNull().defaultNow(),
    checkedInAt: timestamptz("checked_in_at"),
    leftAt: timestamptz("left_at"),
  },
  (t) => [primaryKey({ columns: [t.assemblyId, t.userId] })],
);

export const proxies = pgTable("assembly_proxies", {
  id: uuid("id").primaryKey().defaultRandom(),
  assemblyId: uuid("assembly_id").notNull(),
  grantorOrganizationId: uuid("grantor_organization_id").notNull(),
  holderOrganizationId: uuid("holder_organization_id").notNull(),
  grantedBy: text("granted_by"),
  grantedAt: timestamptz("granted_at").notNull().defaultNow(),
  revokedAt: timestamptz("revoked_at"),
});

export const motions = pgTable("assembly_motions", {
  id: uuid("id").primaryKey().defaultRandom(),
  assemblyId: uuid("assembly_id").notNull(),
  agendaItemId: uuid("agenda_item_id"),
  category: text("category", { enum: ["general", "board_decision_change", "statute_change", "dissolution"] }).notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  reasons: text("reasons"),
  filedByOrganizationId: uuid("filed_by_organization_id"),
  filedByUserId: text("filed_by_user_id"),
  receivedAt: timestamptz("received_at"),
  late: boolean("late").notNull().default(false),
  lateAdmitted: boolean("late_admitted").notNull().default(false),
  status: text("status", { enum: ["collecting", "submitted", "admitted", "inadmissible", "withdrawn", "voted"] })
    .notNull()
    .default("collecting"),
  statusNote: text("status_note"),
  contentFingerprint: text("content_fingerprint").notNull(),
  repeatsMotionId: uuid("repeats_motion_id"),
  votedOn: date("voted_on", { mode: "string" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const motionSupporters = pgTable(
  "assembly_motion_supporters",
  {
    motionId: uuid("motion_id").notNull(),
    organizationId: uuid("organization_id").notNull(),
    userId: text("user_id"),
    supportedAt: timestamptz("supported_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.motionId, t.organizationId] })],
);

export const assemblyRequests = pgTable("assembly_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  purpose: text("purpose").notNull(),
  reasons: text("reasons").notNull(),
  openedByOrganizationId: uuid("opened_by_organization_id"),
  openedByUserId: text("opened_by_user_id"),
  status: text("status", { enum: ["collecting", "reached", "convened", "withdrawn"] })
    .notNull()
    .default("collecting"),
  reachedAt: timestamptz("reached_at"),
  assemblyId: uuid("assembly_id"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const requestSignatures = pgTable(
  "assembly_request_signatures",
  {
    requestId: uuid("request_id").notNull(),
    organizationId: uuid("organization_id").notNull(),
    userId: text("user_id"),
    signedAt: timestamptz("signed_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.organizationId] })],
);

export const BALLOT_SUBJECTS = ["general", "board_decision_change", "statute_change", "dissolution", "procedural", "election"] as const;
export type BallotSubjectColumn = (typeof BALLOT_SUBJECTS)[number];

export const ballots = pgTable("assembly_ballots", {
  id: uuid("id").primaryKey().defaultRandom(),
  assemblyId: uuid("assembly_id").notNull(),
  agendaItemId: uuid("agenda_item_id"),
  motionId: uuid("motion_id"),
  subject: text("subject", { enum: BALLOT_SUBJECTS }).notNull(),
  title: text("title").notNull(),
  mode: text("mode", { enum: ["open", "named", "secret"] }).notNull(),
  status: text("status", { enum: ["draft", "open", "closed", "cancelled"] })
    .notNull()
    .default("draft"),
  electionOffice: text("election_office", { enum: ["president", "vice_president", "treasurer", "further_vice_president", "cash_auditor"] }),
  electionSeat: integer("election_seat"),
  electionRound: text("election_round", { enum: ["first", "runoff", "deciding"] }),
  previousBallotId: uuid("previous_ballot_id"),
  decidingPlaces: integer("deciding_places"),
  secretDemandedByOrganizationId: uuid("secret_demanded_by_organization_id"),
  openedAt: timestamptz("opened_at"),
  closedAt: timestamptz("closed_at"),
  quorumAtOpen: jsonb("quorum_at_open"),
  result: jsonb("result"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});

export const ballotOptions = pgTable(
  "assembly_ballot_options",
  {
    ballotId: uuid("ballot_id").notNull(),
    optionKey: text("option_key").notNull(),
    label: text("label").notNull(),
    position: integer("position").notNull(),
    candidateUserId: text("candidate_user_id"),
    candidateOrganizationId: uuid("candidate_organization_id"),
  },
  (t) => [primaryKey({ columns: [t.ballotId, t.optionKey] })],
);

export const participations = pgTable(
  "assembly_ballot_participations",
  { ballotId: uuid("ballot_id").notNull(), organizationId: uuid("organization_id").notNull() },
  (t) => [primaryKey({ columns: [t.ballotId, t.organizationId] })],
);

export const secretTallies = pgTable(
  "assembly_secret_tallies",
  { ballotId: uuid("ballot_id").notNull(), optionKey: text("option_key").notNull(), votes: integer("votes").notNull().default(0) },
  (t) => [primaryKey({ columns: [t.ballotId, t.optionKey] })],
);

export const namedVotes = pgTable(
  "assembly_named_votes",
  {
    ballotId: uuid("ballot_id").notNull(),
    organizationId: uuid("organization_id").notNull(),
    optionKey: text("option_key").notNull(),
    castBy: text("cast_by"),
    castAt: timestamptz("cast_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ballotId, t.organizationId] })],
);

export const officeTerms = pgTable("association_office_terms", {
  id: uuid("id").primaryKey().defaultRandom(),
  office: text("office", { enum: ["president", "vice_president", "treasurer", "further_vice_president", "cash_auditor"] }).notNull(),
  seat: integer("seat").notNull(),
  personName: text("person_name").notNull(),
  userId: text("user_id"),
  organizationId: uuid("organization_id"),
  electedOn: date("elected_on", { mode: "string" }).notNull(),
  termEndsOn: date("term_ends_on", { mode: "string" }).notNull(),
  endedOn: date("ended_on", { mode: "string" }),
  electedInBallotId: uuid("elected_in_ballot_id"),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
