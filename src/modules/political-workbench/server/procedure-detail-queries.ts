/**
 * One procedure with everything hanging off it and its timeline (stage changes, dates, campaign
 * actions and the adoption of linked positions, newest first). What a member may not see is left
 * out here, on the server (ADR 170): draft positions and the named stakeholders.
 */
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { crmContacts, organizations } from "#modules/crm/index.ts";
import { stageLabel } from "../domain/stages.ts";
import { ACTION_KIND_LABELS, DATE_KIND_LABELS, OUTCOME_LABELS, POSITION_STATUS_LABELS, STANCES, type Stance } from "../domain/labels.ts";
import type { ProcedureDetail, StageChange, TimelineEntry } from "../schema/procedure.ts";
import { canEdit, type Caller } from "./access.ts";
import { linksOf } from "./link-queries.ts";
import { contactName, profileName } from "./people-queries.ts";
import { procedureColumns, toProcedureListItem } from "./procedure-rows.ts";
import { notFound } from "#platform/http/errors.ts";
import { toProcedureDate } from "./procedure-date-commands.ts";
import {
  politicalActions,
  politicalCampaigns,
  politicalPositions,
  politicalProcedureDates,
  politicalProcedurePositions,
  politicalProcedures,
  politicalProcedureWatchers,
  politicalStageChanges,
  politicalStakeholders,
  politicalStances,
} from "./tables.ts";

const TIMELINE_LIMIT = 200;

export async function getProcedure(db: Db, caller: Caller, id: string, today = berlinDate(now())): Promise<ProcedureDetail> {
  const editor = canEdit(caller);
  const [row] = await db.select(procedureColumns(today)).from(politicalProcedures).where(eq(politicalProcedures.id, id));
  if (!row) throw notFound("Das Verfahren");
  const level = row.procedure.level;

  const [dates, changes, positions, links, campaigns, stances, watching, actions] = await Promise.all([
    db
      .select()
      .from(politicalProcedureDates)
      .where(eq(politicalProcedureDates.procedureId, id))
      .orderBy(asc(politicalProcedureDates.dueOn), asc(politicalProcedureDates.id)),
    db
      .select({ change: politicalStageChanges, changedByName: profileName(politicalStageChanges.changedBy) })
      .from(politicalStageChanges)
      .where(eq(politicalStageChanges.procedureId, id))
      .orderBy(desc(politicalStageChanges.changedOn), desc(politicalStageChanges.createdAt)),
    db
      .select({
        id: politicalPositions.id,
        title: politicalPositions.title,
        status: politicalPositions.status,
        topic: politicalPositions.topic,
        adoptedOn: politicalPositions.adoptedOn,
      })
      .from(politicalProcedurePositions)
      .innerJoin(politicalPositions, eq(politicalPositions.id, politicalProcedurePositions.positionId))
      .where(and(eq(politicalProcedurePositions.procedureId, id), editor ? undefined : ne(politicalPositions.status, "entwurf")))
      .orderBy(asc(politicalPositions.title)),
    linksOf(db, { procedureId: id }),
    db
      .select({ id: politicalCampaigns.id, title: politicalCampaigns.title, startsOn: politicalCampaigns.startsOn, endsOn: politicalCampaigns.endsOn })
      .from(politicalCampaigns)
      .where(eq(politicalCampaigns.procedureId, id))
      .orderBy(desc(politicalCampaigns.startsOn)),
    db
      .select({
        contactId: politicalStances.contactId,
        stance: politicalStances.stance,
        note: politicalStances.note,
        version: politicalStances.version,
        name: contactName,
        organizationName: organizations.name,
        party: politicalStakeholders.party,
        institutionKind: politicalStakeholders.institutionKind,
      })
      .from(politicalStances)
      .innerJoin(crmContacts, eq(crmContacts.id, politicalStances.contactId))
      .leftJoin(organizations, eq(organizations.id, crmContacts.organizationId))
      .leftJoin(politicalStakeholders, eq(politicalStakeholders.contactId, politicalStances.contactId))
      .where(eq(politicalStances.procedureId, id))
      .orderBy(asc(sql`lower(${crmContacts.lastName})`), asc(crmContacts.id)),
    db
      .select({ userId: politicalProcedureWatchers.userId })
      .from(politicalProcedureWatchers)
      .where(and(eq(politicalProcedureWatchers.procedureId, id), eq(politicalProcedureWatchers.userId, caller.id))),
    db
      .select({
        id: politicalActions.id,
        kind: politicalActions.kind,
        occurredOn: politicalActions.occurredOn,
        title: politicalActions.title,
        outcome: politicalActions.outcome,
        campaignTitle: politicalCampaigns.title,
      })
      .from(politicalActions)
      .innerJoin(politicalCampaigns, eq(politicalCampaigns.id, politicalActions.campaignId))
      .where(eq(politicalCampaigns.procedureId, id))
      .orderBy(desc(politicalActions.occurredOn))
      .limit(TIMELINE_LIMIT),
  ]);

  const stageChanges: StageChange[] = changes.map(({ change, changedByName }) => ({
    id: change.id,
    fromStage: change.fromStage,
    toStage: change.toStage,
    changedOn: change.changedOn,
    note: change.note,
    changedByName,
  }));
  const stanceCounts = Object.fromEntries(STANCES.map((s) => [s, 0])) as Record<Stance, number>;
  for (const s of stances) stanceCounts[s.stance] += 1;

  const timeline: TimelineEntry[] = [
    ...stageChanges.map((c): TimelineEntry => ({ kind: "stage", on: c.changedOn, id: c.id, title: stageLabel(c.toStage, level), detail: c.note })),
    ...dates.map(
      (d): TimelineEntry => ({
        kind: "date",
        on: d.dueOn,
        id: d.id,
        title: `${DATE_KIND_LABELS[d.kind]}: ${d.title}`,
        detail: d.dueOn >= today ? "bevorstehend" : null,
      }),
    ),
    ...actions.map(
      (a): TimelineEntry => ({
        kind: "action",
        on: a.occurredOn,
        id: a.id,
        title: `${ACTION_KIND_LABELS[a.kind]}: ${a.title}`,
        detail: `${a.campaignTitle} · ${OUTCOME_LABELS[a.outcome]}`,
      }),
    ),
    ...positions
      .filter((p) => p.adoptedOn && p.status !== "entwurf")
      .map(
        (p): TimelineEntry => ({
          kind: "position",
          on: p.adoptedOn!,
          id: p.id,
          title: `Position ${POSITION_STATUS_LABELS[p.status]}: ${p.title}`,
          detail: `Beschluss vom ${formatGermanDate(p.adoptedOn)}`,
        }),
      ),
  ]
    .sort((a, b) => (a.on === b.on ? a.kind.localeCompare(b.kind) : a.on < b.on ? 1 : -1))
    .slice(0, TIMELINE_LIMIT);

  return {
    ...toProcedureListItem(row),
    summary: row.procedure.summary,
    responsibleId: row.procedure.responsibleId,
    createdAt: row.procedure.createdAt.toISOString(),
    dates: dates.map(toProcedureDate),
    stageChanges,
    timeline,
    positions: positions.map(({ adoptedOn: _a, ...p }) => p),
    links,
    campaigns,
    stanceCounts,
    ...(editor
      ? {
          stakeholders: stances.map((s) => ({
            contact: { id: s.contactId, name: s.name, organizationName: s.organizationName },
            stance: s.stance,
            note: s.note,
            party: s.party,
            institutionKind: s.institutionKind,
            version: s.version,
          })),
        }
      : {}),
    watching: watching.length > 0,
    canEdit: editor,
  };
}

/** Ids of procedures among `ids` that exist (for links from other records). */
export async function existingProcedures(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: politicalProcedures.id }).from(politicalProcedures).where(inArray(politicalProcedures.id, ids));
  return new Set(rows.map((r) => r.id));
}
