/**
 * The incident register: record, follow through the status workflow, keep a timeline, link work
 * in other modules, and watch the 72-hour deadline of GDPR Art. 33 when personal data is
 * affected. Every change is one transaction with its timeline entry, audit entry and notices.
 */
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
import type { AuthUser } from "../../../platform/auth/require-user.ts";
import { profiles, userRoles } from "../../../platform/auth/tables.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { HttpError, notFound, versionConflict } from "../../../platform/http/errors.ts";
import { notify } from "../../notifications/index.ts";
import { germanDateTime } from "../../../shared/schemas/dates.ts";
import {
  INCIDENT_STATUS_LABELS,
  nextIncidentStatuses,
  SEVERITY_LABELS,
  type IncidentDetail,
  type IncidentFields,
  type IncidentLinkInput,
  type IncidentListQuery,
  type IncidentPage,
  type IncidentSummary,
  type IncidentUpdate,
  type StaffOption,
} from "../schema.ts";
import { displayNameSql } from "./people.ts";
import { incidentAudience, staffOptions } from "./incident-readers.ts";
import { INCIDENT_EVENT_KINDS, securityIncidentEvents, securityIncidentLinks, securityIncidents } from "./tables.ts";

const PAGE_SIZE = 25;
type Incident = typeof securityIncidents.$inferSelect;
type EventKind = (typeof INCIDENT_EVENT_KINDS)[number];

export const incidentLink = (id: string) => `/backend/security/incidents?incident=${id}`;

const summaryColumns = {
  id: securityIncidents.id,
  title: securityIncidents.title,
  severity: securityIncidents.severity,
  status: securityIncidents.status,
  personalDataAffected: securityIncidents.personalDataAffected,
  discoveredAt: securityIncidents.discoveredAt,
  authorityNotifiedAt: securityIncidents.authorityNotifiedAt,
  responsibleName: sql<string | null>`(SELECT ${displayNameSql} FROM profiles WHERE profiles.id = ${securityIncidents.responsibleUserId})`,
  version: securityIncidents.version,
};

function toSummary(row: { [K in keyof typeof summaryColumns]: unknown } & { discoveredAt: Date; authorityNotifiedAt: Date | null }): IncidentSummary {
  return { ...(row as unknown as IncidentSummary), discoveredAt: row.discoveredAt.toISOString(), authorityNotifiedAt: row.authorityNotifiedAt?.toISOString() ?? null };
}

export async function listIncidents(db: Db, query: IncidentListQuery): Promise<IncidentPage> {
  const [discovered, id] = query.cursor?.split("|") ?? [];
  const rows = await db
    .select(summaryColumns)
    .from(securityIncidents)
    .where(
      and(
        query.status === "open" ? ne(securityIncidents.status, "closed") : query.status ? eq(securityIncidents.status, query.status) : undefined,
        discovered && id ? sql`(${securityIncidents.discoveredAt}, ${securityIncidents.id}) < (${discovered}::timestamptz, ${id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(securityIncidents.discoveredAt), desc(securityIncidents.id))
    .limit(PAGE_SIZE + 1);
  const items = rows.slice(0, PAGE_SIZE).map(toSummary);
  const last = rows.length > PAGE_SIZE ? items[PAGE_SIZE - 1] : undefined;
  return { items, nextCursor: last ? `${last.discoveredAt}|${last.id}` : null };
}

export async function getIncident(db: Db | Tx, id: string): Promise<IncidentDetail> {
  const [row] = await db.select({ incident: securityIncidents, summary: summaryColumns }).from(securityIncidents).where(eq(securityIncidents.id, id));
  if (!row) throw notFound("Der Sicherheitsvorfall");
  const events = await db
    .select({ id: securityIncidentEvents.id, occurredAt: securityIncidentEvents.occurredAt, kind: securityIncidentEvents.kind, text: securityIncidentEvents.text, actorName: sql<string | null>`(SELECT ${displayNameSql} FROM profiles WHERE profiles.id = ${securityIncidentEvents.actorUserId})` })
    .from(securityIncidentEvents)
    .where(eq(securityIncidentEvents.incidentId, id))
    .orderBy(asc(securityIncidentEvents.seq));
  const links = await db.select().from(securityIncidentLinks).where(eq(securityIncidentLinks.incidentId, id)).orderBy(asc(securityIncidentLinks.createdAt));
  const i = row.incident;
  return {
    ...toSummary(row.summary),
    description: i.description,
    affectedData: i.affectedData,
    affectedPeople: i.affectedPeople,
    authorityReference: i.authorityReference,
    responsibleUserId: i.responsibleUserId,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    closedAt: i.closedAt?.toISOString() ?? null,
    events: events.map((e) => ({ ...e, occurredAt: e.occurredAt.toISOString() })),
    links: links.map((l) => ({ id: l.id, module: l.targetModule, targetId: l.targetId, label: l.label, createdAt: l.createdAt.toISOString() })),
  };
}

async function addEvent(tx: Tx, incidentId: string, actorId: string | null, kind: EventKind, text: string): Promise<void> {
  // clock_timestamp, not the transaction's now(): each event carries when it was written; the seq column keeps their order.
  await tx.insert(securityIncidentEvents).values({ incidentId, actorUserId: actorId, kind, text: text.slice(0, 5000), occurredAt: sql`clock_timestamp()` });
}

async function assertStaff(tx: Tx, userId: string | null): Promise<void> {
  if (!userId) return;
  const staff = await staffOptions(tx);
  if (!staff.some((s) => s.id === userId)) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["Verantwortlich kann nur sein, wer Sicherheitsvorfälle öffnen darf (Administration)."]);
}

async function admins(tx: Tx): Promise<string[]> {
  return (await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"))).map((r) => r.id);
}

const auditView = (i: Incident) => ({
  title: i.title,
  severity: i.severity,
  status: i.status,
  personalDataAffected: i.personalDataAffected,
  affectedData: i.affectedData,
  affectedPeople: i.affectedPeople,
  discoveredAt: i.discoveredAt.toISOString(),
  authorityNotifiedAt: i.authorityNotifiedAt?.toISOString() ?? null,
  authorityReference: i.authorityReference,
  responsibleUserId: i.responsibleUserId,
});

export async function createIncident(db: Db, actor: AuthUser, input: IncidentFields): Promise<{ incident: IncidentDetail; deliveryIds: string[] }> {
  return db.transaction(async (tx) => {
    await assertStaff(tx, input.responsibleUserId);
    const [row] = await tx
      .insert(securityIncidents)
      .values({ ...input, discoveredAt: new Date(input.discoveredAt), createdBy: actor.id })
      .returning();
    const incident = row!;
    await addEvent(tx, incident.id, actor.id, "created", `Vorfall erfasst (Schweregrad ${SEVERITY_LABELS[incident.severity]}, entdeckt ${germanDateTime(incident.discoveredAt)}).`);
    await recordAudit(tx, { actorUserId: actor.id, action: "incident.created", entityType: "security_incident", entityId: incident.id, after: auditView(incident), module: "security" });
    const reported = await notify(tx, {
      recipients: await admins(tx),
      kind: "security.incident_reported",
      title: `Sicherheitsvorfall: ${incident.title}`,
      body: incident.personalDataAffected ? "Personenbezogene Daten betroffen: Meldung an die Aufsichtsbehörde binnen 72 Stunden prüfen." : `Schweregrad ${SEVERITY_LABELS[incident.severity]}.`,
      link: incidentLink(incident.id),
      actorId: actor.id,
      ...incidentAudience(incident.id),
    });
    const assigned = incident.responsibleUserId
      ? await notify(tx, { recipients: [incident.responsibleUserId], kind: "security.incident_assigned", title: `Sie sind verantwortlich für: ${incident.title}`, link: incidentLink(incident.id), actorId: actor.id, dedupeKey: `incident-assigned:${incident.id}:${incident.responsibleUserId}`, ...incidentAudience(incident.id) })
      : { deliveryIds: [] };
    return { incident: await getIncident(tx, incident.id), deliveryIds: [...reported.deliveryIds, ...assigned.deliveryIds] };
  });
}

export async function updateIncident(db: Db, actor: AuthUser, id: string, input: IncidentUpdate): Promise<{ incident: IncidentDetail; deliveryIds: string[] }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(securityIncidents).where(eq(securityIncidents.id, id)).for("update");
    if (!current) throw notFound("Der Sicherheitsvorfall");
    if (current.version !== input.version) throw versionConflict(current.version);
    if (input.status !== current.status && !nextIncidentStatuses(current.status).includes(input.status)) {
      throw new HttpError(409, "invalid_transition", `Ein Vorfall mit dem Status „${INCIDENT_STATUS_LABELS[current.status]}“ kann nicht auf „${INCIDENT_STATUS_LABELS[input.status]}“ gesetzt werden.`);
    }
    if (current.status === "closed") throw new HttpError(409, "incident_closed", "Der Vorfall ist abgeschlossen und kann nicht mehr geändert werden.");
    if (input.responsibleUserId !== current.responsibleUserId) await assertStaff(tx, input.responsibleUserId);
    const now = new Date();
    const [row] = await tx
      .update(securityIncidents)
      .set({
        title: input.title,
        description: input.description,
        severity: input.severity,
        status: input.status,
        personalDataAffected: input.personalDataAffected,
        affectedData: input.affectedData,
        affectedPeople: input.affectedPeople,
        discoveredAt: new Date(input.discoveredAt),
        authorityNotifiedAt: input.authorityNotifiedAt ? new Date(input.authorityNotifiedAt) : null,
        authorityReference: input.authorityReference,
        responsibleUserId: input.responsibleUserId,
        closedAt: input.status === "closed" ? now : null,
        updatedAt: now,
        version: sql`${securityIncidents.version} + 1`,
      })
      .where(eq(securityIncidents.id, id))
      .returning();
    const updated = row!;
    if (updated.status !== current.status) await addEvent(tx, id, actor.id, "status", `Status: ${INCIDENT_STATUS_LABELS[current.status]} → ${INCIDENT_STATUS_LABELS[updated.status]}`);
    if (updated.authorityNotifiedAt && !current.authorityNotifiedAt) {
      await addEvent(tx, id, actor.id, "authority_notified", `Meldung an die Aufsichtsbehörde am ${germanDateTime(updated.authorityNotifiedAt)}${updated.authorityReference ? ` (Aktenzeichen ${updated.authorityReference})` : ""}.`);
    }
    const changed = changedFields(current, updated);
    if (changed.length) await addEvent(tx, id, actor.id, "updated", `Geändert: ${changed.join(", ")}.`);
    await recordAudit(tx, { actorUserId: actor.id, action: "incident.updated", entityType: "security_incident", entityId: id, before: auditView(current), after: auditView(updated), module: "security" });
    const assigned =
      updated.responsibleUserId && updated.responsibleUserId !== current.responsibleUserId
        ? await notify(tx, { recipients: [updated.responsibleUserId], kind: "security.incident_assigned", title: `Sie sind verantwortlich für: ${updated.title}`, link: incidentLink(id), actorId: actor.id, dedupeKey: `incident-assigned:${id}:${updated.responsibleUserId}`, ...incidentAudience(id) })
        : { deliveryIds: [] };
    return { incident: await getIncident(tx, id), deliveryIds: assigned.deliveryIds };
  });
}

const FIELD_LABELS: [keyof Incident, string][] = [
  ["title", "Titel"],
  ["description", "Beschreibung"],
  ["severity", "Schweregrad"],
  ["personalDataAffected", "Personenbezug"],
  ["affectedData", "Betroffene Daten"],
  ["affectedPeople", "Zahl der Betroffenen"],
  ["discoveredAt", "Entdeckt am"],
  ["authorityReference", "Aktenzeichen"],
  ["responsibleUserId", "Verantwortlich"],
];

function changedFields(before: Incident, after: Incident): string[] {
  const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);
  return FIELD_LABELS.filter(([key]) => !same(before[key], after[key])).map(([, label]) => label);
}

async function lockOpenIncident(tx: Tx, id: string): Promise<Incident> {
  const [row] = await tx.select().from(securityIncidents).where(eq(securityIncidents.id, id)).for("update");
  if (!row) throw notFound("Der Sicherheitsvorfall");
  if (row.status === "closed") throw new HttpError(409, "incident_closed", "Der Vorfall ist abgeschlossen und kann nicht mehr geändert werden.");
  return row;
}

export async function addIncidentNote(db: Db, actor: AuthUser, id: string, text: string): Promise<IncidentDetail> {
  return db.transaction(async (tx) => {
    await lockOpenIncident(tx, id);
    await addEvent(tx, id, actor.id, "note", text);
    await tx.update(securityIncidents).set({ updatedAt: new Date() }).where(eq(securityIncidents.id, id));
    await recordAudit(tx, { actorUserId: actor.id, action: "incident.note_added", entityType: "security_incident", entityId: id, after: { text }, module: "security" });
    return getIncident(tx, id);
  });
}

export async function addIncidentLink(db: Db, actor: AuthUser, id: string, input: IncidentLinkInput): Promise<IncidentDetail> {
  return db.transaction(async (tx) => {
    await lockOpenIncident(tx, id);
    const inserted = await tx
      .insert(securityIncidentLinks)
      .values({ incidentId: id, targetModule: input.module, targetId: input.targetId, label: input.label, createdBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: securityIncidentLinks.id });
    if (inserted.length === 0) throw new HttpError(409, "already_linked", "Dieser Eintrag ist bereits mit dem Vorfall verknüpft.");
    await addEvent(tx, id, actor.id, "linked", `Verknüpft: ${input.label}`);
    await recordAudit(tx, { actorUserId: actor.id, action: "incident.linked", entityType: "security_incident", entityId: id, after: input, module: "security" });
    return getIncident(tx, id);
  });
}

export async function removeIncidentLink(db: Db, actor: AuthUser, id: string, linkId: string): Promise<IncidentDetail> {
  return db.transaction(async (tx) => {
    await lockOpenIncident(tx, id);
    const [removed] = await tx.delete(securityIncidentLinks).where(and(eq(securityIncidentLinks.id, linkId), eq(securityIncidentLinks.incidentId, id))).returning();
    if (!removed) throw notFound("Die Verknüpfung");
    await addEvent(tx, id, actor.id, "unlinked", `Verknüpfung entfernt: ${removed.label}`);
    await recordAudit(tx, { actorUserId: actor.id, action: "incident.unlinked", entityType: "security_incident", entityId: id, before: { module: removed.targetModule, targetId: removed.targetId, label: removed.label }, module: "security" });
    return getIncident(tx, id);
  });
}
