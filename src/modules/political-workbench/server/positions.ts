/**
 * Positions: list, create, change. Every save that changes the text or the status adds a version
 * (history only grows). Members never see drafts (ADR 170): the list, the detail, the version
 * texts and the links from procedures filter them in SQL.
 */
import { and, count, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../../platform/db/client.ts";
import { recordAudit } from "../../../platform/audit/record-audit.ts";
import { recordActivity } from "../../../platform/activity/record-activity.ts";
import { notFound, versionConflict } from "../../../platform/http/errors.ts";
import { decodeCursor, keysetCondition, keysetOrder, type SortKey } from "../../../platform/paging/keyset.ts";
import { notify } from "../../notifications/index.ts";
import { POSITION_STATUS_LABELS } from "../labels.ts";
import type { KeysetPage } from "../schema/fields.ts";
import type { PositionListItem, PositionListQuery, PositionUpdate, PositionValues } from "../schema/position.ts";
import { canEdit, type Caller } from "./access.ts";
import { keysetItems, likePattern } from "./paging.ts";
import { positionLink, procedureAudience } from "./recipients.ts";
import { politicalPositions, politicalPositionVersions, politicalProcedurePositions, politicalProcedures } from "./tables.ts";

const SORTS: Record<PositionListQuery["sort"], { key: SortKey; dir: "asc" | "desc" }> = {
  updated: { key: { expr: politicalPositions.updatedAt, tie: politicalPositions.id, nullable: false }, dir: "desc" },
  title: { key: { expr: sql`lower(${politicalPositions.title})`, tie: politicalPositions.id, nullable: false }, dir: "asc" },
};

/** What the caller may read: editors everything, members no drafts. */
export function readablePositions(caller: Caller): SQL | undefined {
  return canEdit(caller) ? undefined : ne(politicalPositions.status, "entwurf");
}

export function toPositionListItem(p: typeof politicalPositions.$inferSelect): PositionListItem {
  return {
    id: p.id,
    topic: p.topic,
    title: p.title,
    summary: p.summary,
    status: p.status,
    adoptedOn: p.adoptedOn,
    demandNumber: p.demandNumber,
    currentVersion: p.currentVersion,
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
}

export async function listPositions(db: Db, caller: Caller, query: PositionListQuery): Promise<KeysetPage<PositionListItem>> {
  const { key, dir } = SORTS[query.sort];
  const sortName = `positions:${query.sort}`;
  const where: (SQL | undefined)[] = [readablePositions(caller)];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(or(ilike(politicalPositions.title, pattern), ilike(politicalPositions.topic, pattern), ilike(politicalPositions.summary, pattern)));
  }
  if (query.status) where.push(eq(politicalPositions.status, query.status));
  if (query.topic) where.push(eq(politicalPositions.topic, query.topic));
  const paged = query.cursor ? [...where, keysetCondition(key, dir, decodeCursor(sortName, query.cursor))] : where;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ position: politicalPositions, id: politicalPositions.id, sortKey: sql<string>`(${key.expr})::text` })
      .from(politicalPositions)
      .where(and(...paged))
      .orderBy(...keysetOrder(key, dir))
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(politicalPositions)
      .where(and(...where)),
  ]);
  const page = keysetItems(rows, query.limit, sortName);
  return { items: page.rows.map((r) => toPositionListItem(r.position)), nextCursor: page.nextCursor, total };
}

export async function createPosition(db: Db, actorId: string, values: PositionValues, demandNumber: number | null = null): Promise<string> {
  const { changeNote, ...fields } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(politicalPositions)
      .values({ ...fields, demandNumber, currentVersion: 1, createdBy: actorId })
      .returning({ id: politicalPositions.id });
    const id = row!.id;
    await tx
      .insert(politicalPositionVersions)
      .values({
        positionId: id,
        number: 1,
        status: fields.status,
        title: fields.title,
        summary: fields.summary,
        body: fields.body,
        changeNote: changeNote ?? "Erste Fassung",
        createdBy: actorId,
      });
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "create",
      entityType: "political_position",
      entityId: id,
      after: { ...fields, body: `${fields.body.length} Zeichen` },
    });
    await recordActivity(tx, {
      userId: actorId,
      type: "political_position_changed",
      description: `Position angelegt: ${fields.title}`,
      metadata: { positionId: id },
    });
    return id;
  });
}

export async function updatePosition(db: Db, actorId: string, id: string, update: PositionUpdate): Promise<{ deliveryIds: string[] }> {
  const { version, changeNote, ...fields } = update;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(politicalPositions).where(eq(politicalPositions.id, id)).for("update");
    if (!before) throw notFound("Die Position");
    if (before.version !== version) throw versionConflict(before.version);
    const textChanged = before.title !== fields.title || before.summary !== fields.summary || before.body !== fields.body || before.status !== fields.status;
    const nextVersion = textChanged ? before.currentVersion + 1 : before.currentVersion;
    await tx
      .update(politicalPositions)
      .set({ ...fields, currentVersion: nextVersion, updatedAt: sql`now()`, version: sql`${politicalPositions.version} + 1` })
      .where(eq(politicalPositions.id, id));
    if (textChanged) {
      await tx
        .insert(politicalPositionVersions)
        .values({
          positionId: id,
          number: nextVersion,
          status: fields.status,
          title: fields.title,
          summary: fields.summary,
          body: fields.body,
          changeNote,
          createdBy: actorId,
        });
    }
    const { body: beforeBody, createdAt: _c, updatedAt: _u, createdBy: _b, id: _id, ...beforeFields } = before;
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "update",
      entityType: "political_position",
      entityId: id,
      before: { ...beforeFields, body: `${beforeBody.length} Zeichen` },
      after: { ...fields, body: `${fields.body.length} Zeichen`, changeNote },
    });
    await recordActivity(tx, {
      userId: actorId,
      type: "political_position_changed",
      description: `Position bearbeitet: ${fields.title}`,
      metadata: { positionId: id, version: nextVersion },
    });
    if (before.status === fields.status || fields.status === "entwurf") return { deliveryIds: [] };
    return notifyStatus(tx, actorId, id, fields.title, fields.status);
  });
}

/** A position adopted or published: the people following the procedures it belongs to hear of it. */
async function notifyStatus(
  tx: Tx,
  actorId: string,
  positionId: string,
  title: string,
  status: "beschlossen" | "veroeffentlicht",
): Promise<{ deliveryIds: string[] }> {
  const procedures = await tx
    .select({ id: politicalProcedures.id, responsibleId: politicalProcedures.responsibleId })
    .from(politicalProcedurePositions)
    .innerJoin(politicalProcedures, eq(politicalProcedures.id, politicalProcedurePositions.procedureId))
    .where(eq(politicalProcedurePositions.positionId, positionId));
  const recipients = new Set<string>();
  for (const procedure of procedures) for (const id of await procedureAudience(tx, procedure)) recipients.add(id);
  const { deliveryIds } = await notify(tx, {
    recipients: [...recipients],
    kind: "political.position_status",
    title: `Position ${POSITION_STATUS_LABELS[status]}: ${title}`,
    link: positionLink(positionId),
    actorId,
    dedupeKey: `political-position:${positionId}:${status}`,
  });
  return { deliveryIds };
}
