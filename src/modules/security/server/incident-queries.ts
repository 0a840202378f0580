/** Reading the incident register: the list (keyset, newest discovery first) and one incident with its timeline and links. */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import type { IncidentDetail, IncidentListQuery, IncidentPage, IncidentSummary } from "../schema.ts";
import { displayNameSql } from "./people.ts";
import { type INCIDENT_EVENT_KINDS, securityIncidentEvents, securityIncidentLinks, securityIncidents } from "./tables.ts";

export const PAGE_SIZE = 25;

export type Incident = typeof securityIncidents.$inferSelect;

export type EventKind = (typeof INCIDENT_EVENT_KINDS)[number];

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
  return {
    ...(row as unknown as IncidentSummary),
    discoveredAt: row.discoveredAt.toISOString(),
    authorityNotifiedAt: row.authorityNotifiedAt?.toISOString() ?? null,
  };
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
    .select({
      id: securityIncidentEvents.id,
      occurredAt: securityIncidentEvents.occurredAt,
      kind: securityIncidentEvents.kind,
      text: securityIncidentEvents.text,
      actorName: sql<string | null>`(SELECT ${displayNameSql} FROM profiles WHERE profiles.id = ${securityIncidentEvents.actorUserId})`,
    })
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
