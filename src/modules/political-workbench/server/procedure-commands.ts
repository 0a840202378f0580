/**
 * Procedures: the list (keyset pages, search over title, short title, printed papers and topic),
 * creating and editing. The stage changes through stage-commands.ts so that every change is in the
 * history; dates, links and stances have their own files.
 * This file holds the writes; the reads are in procedure-queries.ts.
 */
import { countOf, pluralOf } from "#shared/plural.ts";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { HttpError, notFound, versionConflict } from "#platform/http/errors.ts";
import type { ArchiveValues, ProcedureUpdate, ProcedureValues } from "../schema/procedure.ts";
import { assertEditor } from "./people-queries.ts";
import { politicalCampaigns, politicalProcedures, politicalStageChanges } from "./tables.ts";
import { procedureOr404 } from "./procedure-queries.ts";

/** Creates a procedure with its first entry in the stage history. */
export async function createProcedure(db: Db, actorId: string, values: ProcedureValues): Promise<string> {
  return db.transaction(async (tx) => {
    await assertEditor(tx, values.responsibleId, "responsibleId");
    const [row] = await tx
      .insert(politicalProcedures)
      .values({ ...values, createdBy: actorId })
      .returning({ id: politicalProcedures.id });
    const id = row!.id;
    await tx
      .insert(politicalStageChanges)
      .values({ procedureId: id, fromStage: null, toStage: values.stage, changedOn: values.stageSince, note: "Verfahren erfasst", changedBy: actorId });
    await recordAudit(tx, { actorUserId: actorId, action: "create", entityType: "political_procedure", entityId: id, after: values });
    await recordActivity(tx, {
      userId: actorId,
      type: "political_procedure_created",
      description: `Gesetzgebungsverfahren angelegt: ${values.shortTitle ?? values.title}`,
      metadata: { procedureId: id },
    });
    return id;
  });
}

export async function updateProcedure(db: Db, actorId: string, id: string, update: ProcedureUpdate): Promise<void> {
  const { version, ...values } = update;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(politicalProcedures).where(eq(politicalProcedures.id, id)).for("update");
    if (!before) throw notFound("Das Verfahren");
    if (before.version !== version) throw versionConflict(before.version);
    if (values.responsibleId !== before.responsibleId) await assertEditor(tx, values.responsibleId, "responsibleId");
    await tx
      .update(politicalProcedures)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${politicalProcedures.version} + 1` })
      .where(eq(politicalProcedures.id, id));
    const { id: _id, createdAt: _c, updatedAt: _u, createdBy: _b, version: _v, ...fields } = before;
    await recordAudit(tx, { actorUserId: actorId, action: "update", entityType: "political_procedure", entityId: id, before: fields, after: values });
  });
}

/**
 * Archives a procedure (ended without entering into force) or takes it back. An archived procedure
 * leaves the default lists and its dates remind nobody; everything it holds stays.
 */
export async function archiveProcedure(db: Db, actorId: string, id: string, { archived, version }: ArchiveValues): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await procedureOr404(tx, id, true);
    if (before.version !== version) throw versionConflict(before.version);
    if ((before.archivedAt !== null) === archived) return;
    await tx
      .update(politicalProcedures)
      .set({
        archivedAt: archived ? sql`now()` : null,
        archivedBy: archived ? actorId : null,
        updatedAt: sql`now()`,
        version: sql`${politicalProcedures.version} + 1`,
      })
      .where(eq(politicalProcedures.id, id));
    await recordAudit(tx, {
      actorUserId: actorId,
      action: archived ? "archive" : "unarchive",
      entityType: "political_procedure",
      entityId: id,
      before: { archivedAt: before.archivedAt },
      after: { archived },
    });
  });
}

/**
 * Deletes a procedure entered by mistake, with its stage history, dates, stances, links and
 * followers. A procedure that campaigns belong to is refused: archive it instead.
 */
export async function deleteProcedure(db: Db, actorId: string, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await procedureOr404(tx, id, true);
    if (before.version !== version) throw versionConflict(before.version);
    const [{ campaigns }] = (await tx.select({ campaigns: count() }).from(politicalCampaigns).where(eq(politicalCampaigns.procedureId, id))) as [
      { campaigns: number },
    ];
    if (campaigns > 0) {
      throw new HttpError(
        409,
        "procedure_has_campaigns",
        `Zu diesem Verfahren ${pluralOf(campaigns, "gehört eine Kampagne", `gehören ${countOf(campaigns, "Kampagne", "Kampagnen")}`)}. Archivieren Sie das Verfahren, statt es zu löschen.`,
      );
    }
    await tx.delete(politicalProcedures).where(eq(politicalProcedures.id, id));
    const { createdAt: _c, updatedAt: _u, ...fields } = before;
    await recordAudit(tx, { actorUserId: actorId, action: "delete", entityType: "political_procedure", entityId: id, before: fields });
  });
}

/** Touches a procedure's updated_at when something hanging off it changed (dates, links), so the list shows it first. */
export async function touchProcedure(db: Db, id: string): Promise<void> {
  await db.update(politicalProcedures).set({ updatedAt: sql`now()` }).where(eq(politicalProcedures.id, id));
}
