/**
 * One procedure with everything hanging off it and its timeline (stage changes, dates, campaign
 * actions and the adoption of linked positions, newest first). What a member may not see is left
 * out here, on the server (ADR 170): draft positions and the named stakeholders.
 */
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { berlinDate, formatGermanDate } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { stageLabel } from "../domain/stages.ts";
import {
  ACTION_KIND_LABELS,
  DATE_KIND_LABELS,
  OUTCOME_LABELS,
  POSITION_STATUS_LABELS,
  STANCES,
  type ActionKind,
  type DateKind,
  type LinkKind,
  type Outcome,
  type PositionStatus,
  type Stance,
} from "../domain/labels.ts";
import type { ProcedureDetail, StageChange, TimelineEntry } from "../schema/procedure.ts";
import type { LinkItem } from "../schema/link.ts";
import { canEdit, type Caller } from "./access.ts";
import { hrefOf, LINKS_LIMIT } from "./link-queries.ts";
import { contactNameOf, profileNameOf } from "./people-queries.ts";
import { procedureColumns, toProcedureListItem } from "./procedure-rows.ts";
import { outer } from "./outer-column.ts";
import { notFound } from "#platform/http/errors.ts";
import { politicalProcedures } from "./tables.ts";

const TIMELINE_LIMIT = 200;

/** A correlated sub-select's rows as a JSON array ('[]' when none). */
const jsonRows = (select: SQL) => sql`coalesce((SELECT json_agg(r) FROM (${select}) r), '[]'::json)`;
const procedureId = outer(politicalProcedures.id);

/** JSON columns arrive parsed from node-postgres and as text from some drivers. */
function parsed<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

type DateRow = { id: string; kind: DateKind; title: string; dueOn: string; leadDays: number; notes: string | null; version: number };
type ChangeRow = StageChange;
type PositionRow = { id: string; title: string; status: PositionStatus; topic: string; adoptedOn: string | null };
type LinkRow = { id: string; kind: LinkKind; target: string; title: string; createdAt: string };
type CampaignRow = { id: string; title: string; startsOn: string; endsOn: string };
type StanceRow = {
  contactId: string;
  stance: Stance;
  note: string | null;
  version: number;
  name: string;
  organizationName: string | null;
  party: string | null;
  institutionKind: string | null;
};
type ActionRow = { id: string; kind: ActionKind; occurredOn: string; title: string; outcome: Outcome; campaignTitle: string };

/**
 * One statement for the procedure and everything hanging off it (issue 27: nine round trips, each
 * planned on its own, cost more than the rows they read): each part a correlated JSON sub-select
 * over its procedure_id index, in the order the screen lists it.
 */
export async function getProcedure(db: Db, caller: Caller, id: string, today = berlinDate(now())): Promise<ProcedureDetail> {
  const editor = canEdit(caller);
  const [row] = await db
    .select({
      ...procedureColumns(today),
      dates: jsonRows(sql`SELECT d.id, d.kind, d.title, d.due_on AS "dueOn", d.lead_days AS "leadDays", d.notes, d.version
        FROM political_procedure_dates d WHERE d.procedure_id = ${procedureId} ORDER BY d.due_on, d.id`),
      changes: jsonRows(sql`SELECT s.id, s.from_stage AS "fromStage", s.to_stage AS "toStage", s.changed_on AS "changedOn", s.note,
          ${profileNameOf(sql`s.changed_by`)} AS "changedByName"
        FROM political_stage_changes s WHERE s.procedure_id = ${procedureId} ORDER BY s.changed_on DESC, s.created_at DESC`),
      positions: jsonRows(sql`SELECT p.id, p.title, p.status, p.topic, p.adopted_on AS "adoptedOn"
        FROM political_procedure_positions pp JOIN political_positions p ON p.id = pp.position_id
        WHERE pp.procedure_id = ${procedureId} AND (${editor} OR p.status <> 'entwurf') ORDER BY p.title`),
      links: jsonRows(sql`SELECT l.id, l.kind, l.target, l.title, l.created_at AS "createdAt"
        FROM political_links l WHERE l.procedure_id = ${procedureId} ORDER BY l.kind, l.created_at LIMIT ${LINKS_LIMIT}`),
      campaigns: jsonRows(sql`SELECT c.id, c.title, c.starts_on AS "startsOn", c.ends_on AS "endsOn"
        FROM political_campaigns c WHERE c.procedure_id = ${procedureId} ORDER BY c.starts_on DESC`),
      stances: jsonRows(sql`SELECT st.contact_id AS "contactId", st.stance, st.note, st.version, ${contactNameOf(sql`c`)} AS name,
          o.name AS "organizationName", sh.party, sh.institution_kind AS "institutionKind"
        FROM political_stances st JOIN crm_contacts c ON c.id = st.contact_id LEFT JOIN organizations o ON o.id = c.organization_id
          LEFT JOIN political_stakeholders sh ON sh.contact_id = st.contact_id
        WHERE st.procedure_id = ${procedureId} ORDER BY lower(c.last_name), c.id`),
      watching: sql<boolean>`EXISTS (SELECT 1 FROM political_procedure_watchers w WHERE w.procedure_id = ${procedureId} AND w.user_id = ${caller.id})`,
      actions: jsonRows(sql`SELECT a.id, a.kind, a.occurred_on AS "occurredOn", a.title, a.outcome, c.title AS "campaignTitle"
        FROM political_actions a JOIN political_campaigns c ON c.id = a.campaign_id
        WHERE c.procedure_id = ${procedureId} ORDER BY a.occurred_on DESC, a.id DESC LIMIT ${TIMELINE_LIMIT}`),
    })
    .from(politicalProcedures)
    .where(eq(politicalProcedures.id, id));
  if (!row) throw notFound("Das Verfahren");
  const level = row.procedure.level;
  const dates = parsed<DateRow[]>(row.dates);
  const changes = parsed<ChangeRow[]>(row.changes);
  const positions = parsed<PositionRow[]>(row.positions);
  const links = parsed<LinkRow[]>(row.links).map((l): LinkItem => ({ ...l, href: hrefOf(l.kind, l.target), createdAt: new Date(l.createdAt).toISOString() }));
  const campaigns = parsed<CampaignRow[]>(row.campaigns);
  const stances = parsed<StanceRow[]>(row.stances);
  const actions = parsed<ActionRow[]>(row.actions);
  const watching = row.watching === true || (row.watching as unknown) === "t";

  const stageChanges: StageChange[] = changes;
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
    dates,
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
    watching,
    canEdit: editor,
  };
}

/** Ids of procedures among `ids` that exist (for links from other records). */
export async function existingProcedures(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: politicalProcedures.id }).from(politicalProcedures).where(inArray(politicalProcedures.id, ids));
  return new Set(rows.map((r) => r.id));
}
