/** Drizzle objects of the incident register (db/migrations/0281). */
import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { INCIDENT_STATUSES, SEVERITIES } from "../schema.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const securityIncidents = pgTable("security_incidents", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  severity: text("severity", { enum: SEVERITIES }).notNull(),
  status: text("status", { enum: INCIDENT_STATUSES }).notNull().default("reported"),
  personalDataAffected: boolean("personal_data_affected").notNull().default(false),
  affectedData: text("affected_data").notNull().default(""),
  affectedPeople: integer("affected_people"),
  discoveredAt: at("discovered_at").notNull(),
  authorityNotifiedAt: at("authority_notified_at"),
  authorityReference: text("authority_reference"),
  responsibleUserId: text("responsible_user_id"),
  createdBy: text("created_by"),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
  closedAt: at("closed_at"),
  version: integer("version").notNull().default(1),
});

export const INCIDENT_EVENT_KINDS = ["created", "note", "status", "updated", "linked", "unlinked", "authority_notified"] as const;

export const securityIncidentEvents = pgTable("security_incident_events", {
  id: uuid("id").primaryKey().defaultRandom(),
  // Written order: several events of one change can share a timestamp.
  seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  incidentId: uuid("incident_id").notNull(),
  occurredAt: at("occurred_at").notNull().defaultNow(),
  actorUserId: text("actor_user_id"),
  kind: text("kind", { enum: INCIDENT_EVENT_KINDS }).notNull(),
  text: text("text").notNull(),
});

export const securityIncidentLinks = pgTable("security_incident_links", {
  id: uuid("id").primaryKey().defaultRandom(),
  incidentId: uuid("incident_id").notNull(),
  targetModule: text("target_module").notNull(),
  targetId: text("target_id").notNull(),
  label: text("label").notNull(),
  createdBy: text("created_by"),
  createdAt: at("created_at").notNull().defaultNow(),
});
