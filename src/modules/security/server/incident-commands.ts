/**
 * The incident register's changes: record, follow through the status workflow, keep a timeline,
 * link work in other modules, and watch the 72-hour deadline of GDPR Art. 33 when personal data
 * is affected. Every change is one transaction with its timeline entry, audit entry and notices.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { userRoles } from "#platform/auth/tables.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound, versionConflict } from "#platform/http/errors.ts";
import { notify } from "#modules/notifications/index.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import {
  INCIDENT_STATUS_LABELS,
  nextIncidentStatuses,
  SEVERITY_LABELS,
  type IncidentDetail,
  type IncidentFields,
  type IncidentLinkInput,
  type IncidentUpdate,
} from "../schema.ts";
import { incidentAudience, staffOptions } from "./incident-readers.ts";
import { securityIncidentEvents, securityIncidentLinks, securityIncidents } from "./tables.ts";
import { getIncident, incidentLink, type EventKind, type Incident } from "./incident-queries.ts";

async function addEvent(tx: Tx, incidentId: string, actorId: string | null, kind: EventKind, text: string): Promise<void> {
  // clock_timestamp, not the transaction's now(): each event carries when it was written; the seq column keeps their order.
  await tx.insert(securityIncidentEvents).values({ incidentId, actorUserId: actorId, kind, text: text.slice(0, 5000), occurredAt: sql`clock_timestamp()` });
}

async function assertStaff(tx: Tx, userId: string | null): Promise<void> {
  if (!userId) return;
  const staff = await staffOptions(tx);
  if (!staff.some((s) => s.id === userId))
    throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["Verantwortlich kann nur sein, wer Sicherheitsvorfälle öffnen darf (Administration)."]);
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
    await addEvent(
      tx,
      incident.id,
      actor.id,
      "created",
      `Vorfall erfasst (Schweregrad ${SEVERITY_LABELS[incident.severity]}, entdeckt ${formatGermanDateTime(incident.discoveredAt)}).`,
    );
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "incident.created",
      entityType: "security_incident",
      entityId: incident.id,
      after: auditView(incident),
      module: "security",
    });
    const reported = await notify(tx, {
      recipients: await admins(tx),
      kind: "security.incident_reported",
      title: `Sicherheitsvorfall: ${incident.title}`,
      body: incident.personalDataAffected
        ? "Personenbezogene Daten betroffen: Meldung an die Aufsichtsbehörde binnen 72 Stunden prüfen."
        : `Schweregrad ${SEVERITY_LABELS[incident.severity]}.`,
      link: incidentLink(incident.id),
      actorId: actor.id,
      ...incidentAudience(incident.id),
    });
    const assigned = incident.responsibleUserId
      ? await notify(tx, {
          recipients: [incident.responsibleUserId],
          kind: "security.incident_assigned",
          title: `Sie sind verantwortlich für: ${incident.title}`,
          link: incidentLink(incident.id),
          actorId: actor.id,
          dedupeKey: `incident-assigned:${incident.id}:${incident.responsibleUserId}`,
          ...incidentAudience(incident.id),
        })
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
      throw new HttpError(
        409,
        "invalid_transition",
        `Ein Vorfall mit dem Status „${INCIDENT_STATUS_LABELS[current.status]}“ kann nicht auf „${INCIDENT_STATUS_LABELS[input.status]}“ gesetzt werden.`,
      );
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
    if (updated.status !== current.status)
      await addEvent(tx, id, actor.id, "status", `Status: ${INCIDENT_STATUS_LABELS[current.status]} → ${INCIDENT_STATUS_LABELS[updated.status]}`);
    if (updated.authorityNotifiedAt && !current.authorityNotifiedAt) {
      await addEvent(
        tx,
        id,
        actor.id,
        "authority_notified",
        `Meldung an die Aufsichtsbehörde am ${formatGermanDateTime(updated.authorityNotifiedAt)}${updated.authorityReference ? ` (Aktenzeichen ${updated.authorityReference})` : ""}.`,
      );
    }
    const changed = changedFields(current, updated);
    if (changed.length) await addEvent(tx, id, actor.id, "updated", `Geändert: ${changed.join(", ")}.`);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "incident.updated",
      entityType: "security_incident",
      entityId: id,
      before: auditView(current),
      after: auditView(updated),
      module: "security",
    });
    const assigned =
      updated.responsibleUserId && updated.responsibleUserId !== current.responsibleUserId
        ? await notify(tx, {
            recipients: [updated.responsibleUserId],
            kind: "security.incident_assigned",
            title: `Sie sind verantwortlich für: ${updated.title}`,
            link: incidentLink(id),
            actorId: actor.id,
            dedupeKey: `incident-assigned:${id}:${updated.responsibleUserId}`,
            ...incidentAudience(id),
          })
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
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "incident.note_added",
      entityType: "security_incident",
      entityId: id,
      after: { text },
      module: "security",
    });
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
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "incident.linked",
      entityType: "security_incident",
      entityId: id,
      after: input,
      module: "security",
    });
    return getIncident(tx, id);
  });
}

export async function removeIncidentLink(db: Db, actor: AuthUser, id: string, linkId: string): Promise<IncidentDetail> {
  return db.transaction(async (tx) => {
    await lockOpenIncident(tx, id);
    const [removed] = await tx
      .delete(securityIncidentLinks)
      .where(and(eq(securityIncidentLinks.id, linkId), eq(securityIncidentLinks.incidentId, id)))
      .returning();
    if (!removed) throw notFound("Die Verknüpfung");
    await addEvent(tx, id, actor.id, "unlinked", `Verknüpfung entfernt: ${removed.label}`);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "incident.unlinked",
      entityType: "security_incident",
      entityId: id,
      before: { module: removed.targetModule, targetId: removed.targetId, label: removed.label },
      module: "security",
    });
    return getIncident(tx, id);
  });
}
