/**
 * Positions: list, create, change. Every save that changes the text or the status adds a version
 * (history only grows). Members never see drafts (ADR 170): the list, the detail, the version
 * texts and the links from procedures filter them in SQL.
 * This file holds the writes; the reads are in position-queries.ts.
 */
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import { notify } from "#modules/notifications/index.ts";
import { POSITION_STATUS_LABELS } from "../domain/labels.ts";
import type { PositionUpdate, PositionValues } from "../schema/position.ts";
import { positionLink, procedureAudience } from "./recipient-queries.ts";
import { politicalPositions, politicalPositionVersions, politicalProcedurePositions, politicalProcedures } from "./tables.ts";

export async function createPosition(db: Db, actorId: string, values: PositionValues, demandNumber: number | null = null): Promise<string> {
  const { changeNote, ...fields } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(politicalPositions)
      .values({ ...fields, demandNumber, currentVersion: 1, createdBy: actorId })
      .returning({ id: politicalPositions.id });
    const id = row!.id;
    await tx.insert(politicalPositionVersions).values({
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
      await tx.insert(politicalPositionVersions).values({
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
