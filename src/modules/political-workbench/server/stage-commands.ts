/**
 * Moving a procedure to another stage: the stage, the history entry, the audit and activity entries
 * and the notification of the responsible person and the watchers, in one transaction.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { recordActivity } from "#platform/activity/record-activity.ts";
import { HttpError, versionConflict } from "#platform/http/errors.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { notify } from "#modules/notifications/index.ts";
import { stageLabel } from "../domain/stages.ts";
import type { StageChangeValues } from "../schema/procedure.ts";
import { procedureOr404 } from "./procedure-queries.ts";
import { procedureAudience, procedureLink } from "./recipient-queries.ts";
import { politicalProcedures, politicalStageChanges } from "./tables.ts";

export async function changeStage(db: Db, actorId: string, id: string, change: StageChangeValues): Promise<{ deliveryIds: string[] }> {
  return db.transaction(async (tx) => {
    const before = await procedureOr404(tx, id, true);
    if (before.version !== change.version) throw versionConflict(before.version);
    if (before.stage === change.stage) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["stage: Das Verfahren steht bereits in diesem Stand."]);
    await tx
      .update(politicalProcedures)
      .set({ stage: change.stage, stageSince: change.changedOn, updatedAt: sql`now()`, version: sql`${politicalProcedures.version} + 1` })
      .where(eq(politicalProcedures.id, id));
    const [entry] = await tx
      .insert(politicalStageChanges)
      .values({ procedureId: id, fromStage: before.stage, toStage: change.stage, changedOn: change.changedOn, note: change.note, changedBy: actorId })
      .returning({ id: politicalStageChanges.id });
    const label = stageLabel(change.stage, before.level);
    const name = before.shortTitle ?? before.title;
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "stage_change",
      entityType: "political_procedure",
      entityId: id,
      before: { stage: before.stage, stageSince: before.stageSince },
      after: { stage: change.stage, stageSince: change.changedOn, note: change.note },
    });
    await recordActivity(tx, {
      userId: actorId,
      type: "political_stage_changed",
      description: `${name}: ${label}`,
      metadata: { procedureId: id, from: before.stage, to: change.stage },
    });
    const { deliveryIds } = await notify(tx, {
      recipients: await procedureAudience(tx, before),
      kind: "political.stage_changed",
      title: `${name}: ${label}`,
      body: `Neuer Stand seit ${formatGermanDate(change.changedOn)}${change.note ? `: ${change.note}` : "."}`,
      link: procedureLink(id),
      actorId,
      dedupeKey: `political-stage:${entry!.id}`,
    });
    return { deliveryIds };
  });
}
