/** Drizzle definitions of db/migrations/0260_political_workbench.sql (ADR 171). */
import { date, integer, jsonb, numeric, bigint, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "#platform/auth/tables.ts";
import { crmContacts } from "#modules/crm/index.ts";
import { LEVELS, STAGES } from "../domain/stages.ts";
import { ACTION_KINDS, DATE_KINDS, INSTITUTION_KINDS, LINK_KINDS, OUTCOMES, PARTIES, POSITION_STATUSES, STANCES } from "../domain/labels.ts";

const profileRef = (name: string) => text(name).references(() => profiles.id, { onDelete: "set null" });
const created = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};
const editable = {
  ...created,
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  version: integer("version").notNull().default(1),
};

export const politicalProcedures = pgTable("political_procedures", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  shortTitle: text("short_title"),
  level: text("level", { enum: LEVELS }).notNull(),
  land: text("land"),
  stage: text("stage", { enum: STAGES }).notNull(),
  stageSince: date("stage_since").notNull(),
  printedPapers: text("printed_papers").array().notNull().default([]),
  topic: text("topic"),
  summary: text("summary"),
  responsibleId: profileRef("responsible_id"),
  createdBy: profileRef("created_by"),
  /** 0261: archived (ended without entering into force): hidden by default, no reminders. */
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  archivedBy: profileRef("archived_by"),
  ...editable,
});

export const politicalStageChanges = pgTable("political_stage_changes", {
  id: uuid("id").primaryKey().defaultRandom(),
  procedureId: uuid("procedure_id")
    .notNull()
    .references(() => politicalProcedures.id, { onDelete: "cascade" }),
  fromStage: text("from_stage", { enum: STAGES }),
  toStage: text("to_stage", { enum: STAGES }).notNull(),
  changedOn: date("changed_on").notNull(),
  note: text("note"),
  changedBy: profileRef("changed_by"),
  ...created,
});

export const politicalProcedureDates = pgTable("political_procedure_dates", {
  id: uuid("id").primaryKey().defaultRandom(),
  procedureId: uuid("procedure_id")
    .notNull()
    .references(() => politicalProcedures.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: DATE_KINDS }).notNull(),
  title: text("title").notNull(),
  dueOn: date("due_on").notNull(),
  leadDays: integer("lead_days").notNull().default(7),
  notes: text("notes"),
  createdBy: profileRef("created_by"),
  ...editable,
});

export const politicalProcedureWatchers = pgTable(
  "political_procedure_watchers",
  {
    procedureId: uuid("procedure_id")
      .notNull()
      .references(() => politicalProcedures.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ...created,
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.userId] })],
);

export const politicalPositions = pgTable("political_positions", {
  id: uuid("id").primaryKey().defaultRandom(),
  topic: text("topic").notNull(),
  title: text("title").notNull(),
  summary: text("summary"),
  body: text("body").notNull().default(""),
  status: text("status", { enum: POSITION_STATUSES }).notNull(),
  adoptedOn: date("adopted_on"),
  adoptionReference: text("adoption_reference"),
  publicPath: text("public_path"),
  demandNumber: integer("demand_number"),
  currentVersion: integer("current_version").notNull().default(1),
  createdBy: profileRef("created_by"),
  ...editable,
});

export const politicalPositionVersions = pgTable("political_position_versions", {
  id: uuid("id").primaryKey().defaultRandom(),
  positionId: uuid("position_id")
    .notNull()
    .references(() => politicalPositions.id, { onDelete: "cascade" }),
  number: integer("number").notNull(),
  status: text("status", { enum: POSITION_STATUSES }).notNull(),
  title: text("title").notNull(),
  summary: text("summary"),
  body: text("body").notNull(),
  changeNote: text("change_note"),
  createdBy: profileRef("created_by"),
  ...created,
});

export const politicalProcedurePositions = pgTable(
  "political_procedure_positions",
  {
    procedureId: uuid("procedure_id")
      .notNull()
      .references(() => politicalProcedures.id, { onDelete: "cascade" }),
    positionId: uuid("position_id")
      .notNull()
      .references(() => politicalPositions.id, { onDelete: "cascade" }),
    createdBy: profileRef("created_by"),
    ...created,
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.positionId] })],
);

export const politicalStakeholders = pgTable("political_stakeholders", {
  contactId: uuid("contact_id")
    .primaryKey()
    .references(() => crmContacts.id, { onDelete: "cascade" }),
  institutionKind: text("institution_kind", { enum: INSTITUTION_KINDS }).notNull(),
  party: text("party", { enum: PARTIES }),
  committees: text("committees").array().notNull().default([]),
  relationshipOwnerId: profileRef("relationship_owner_id"),
  notes: text("notes"),
  /** The map's order (institution, last, first name), kept by the triggers of 0375; never written here. */
  sortKey: text("sort_key"),
  /** The date of the contact's latest done campaign action, kept by the triggers of 0385; never written here. */
  lastActionOn: date("last_action_on"),
  ...editable,
});

export const politicalStances = pgTable(
  "political_stances",
  {
    procedureId: uuid("procedure_id")
      .notNull()
      .references(() => politicalProcedures.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => crmContacts.id, { onDelete: "cascade" }),
    stance: text("stance", { enum: STANCES }).notNull(),
    note: text("note"),
    updatedBy: profileRef("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.procedureId, t.contactId] })],
);

export const politicalCampaigns = pgTable("political_campaigns", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  goal: text("goal").notNull(),
  startsOn: date("starts_on").notNull(),
  endsOn: date("ends_on").notNull(),
  procedureId: uuid("procedure_id").references(() => politicalProcedures.id, { onDelete: "restrict" }),
  topic: text("topic"),
  ownerId: profileRef("owner_id"),
  createdBy: profileRef("created_by"),
  ...editable,
});

export const politicalCampaignTargets = pgTable(
  "political_campaign_targets",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => politicalCampaigns.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => crmContacts.id, { onDelete: "cascade" }),
    addedBy: profileRef("added_by"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.contactId] })],
);

export const politicalActions = pgTable("political_actions", {
  id: uuid("id").primaryKey().defaultRandom(),
  campaignId: uuid("campaign_id")
    .notNull()
    .references(() => politicalCampaigns.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ACTION_KINDS }).notNull(),
  occurredOn: date("occurred_on").notNull(),
  title: text("title").notNull(),
  notes: text("notes"),
  outcome: text("outcome", { enum: OUTCOMES }).notNull(),
  createdBy: profileRef("created_by"),
  ...editable,
});

export const politicalActionContacts = pgTable(
  "political_action_contacts",
  {
    actionId: uuid("action_id")
      .notNull()
      .references(() => politicalActions.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id")
      .notNull()
      .references(() => crmContacts.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.contactId] })],
);

export const politicalLinks = pgTable("political_links", {
  id: uuid("id").primaryKey().defaultRandom(),
  procedureId: uuid("procedure_id").references(() => politicalProcedures.id, { onDelete: "cascade" }),
  positionId: uuid("position_id").references(() => politicalPositions.id, { onDelete: "cascade" }),
  campaignId: uuid("campaign_id").references(() => politicalCampaigns.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: LINK_KINDS }).notNull(),
  target: text("target").notNull(),
  title: text("title").notNull(),
  createdBy: profileRef("created_by"),
  ...created,
});

export interface LobbyGrant {
  giver: string;
  seat: string;
  description: string;
  euros: number;
}

export const politicalLobbyYears = pgTable("political_lobby_years", {
  year: integer("year").primaryKey(),
  employeesCount: integer("employees_count"),
  employeesFte: numeric("employees_fte", { precision: 7, scale: 2 }),
  expenditureEuros: bigint("expenditure_euros", { mode: "number" }),
  grants: jsonb("grants").$type<LobbyGrant[]>().notNull().default([]),
  activityDescription: text("activity_description"),
  notes: text("notes"),
  updatedBy: profileRef("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  version: integer("version").notNull().default(1),
});
