/**
 * Creates or changes a fiscal year's fee schedule (version check, audited).
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, versionConflict } from "#platform/http/errors.ts";
import type { FeeScheduleInput } from "../schema.ts";
import { financeFeeSchedules } from "./tables.ts";
import { type StoredFeeSchedule, toSchedule } from "./fee-schedule-queries.ts";

/** Creates the year's schedule (version null) or changes it (the version the editor read). */
export async function saveFeeSchedule(db: Db, actorId: string, fiscalYear: number, input: FeeScheduleInput): Promise<StoredFeeSchedule> {
  const values = {
    ordinaryRule: input.rules.ordinary,
    supportingRule: input.rules.supporting,
    taxTreatment: input.taxTreatment,
    paymentTermDays: input.paymentTermDays,
    updatedBy: actorId,
  };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(financeFeeSchedules).where(eq(financeFeeSchedules.fiscalYear, fiscalYear)).for("update");
    if (!before) {
      if (input.version !== null) throw versionConflict(0);
      const [row] = await tx
        .insert(financeFeeSchedules)
        .values({ fiscalYear, ...values })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new HttpError(409, "version_conflict", "Die Beitragsordnung für dieses Jahr wurde gerade von einer anderen Person angelegt. Bitte neu laden.");
      await recordAudit(tx, {
        actorUserId: actorId,
        action: "fee_schedule_created",
        entityType: "fee_schedule",
        entityId: String(fiscalYear),
        after: toSchedule(row),
      });
      return toSchedule(row);
    }
    if (input.version !== before.version) throw versionConflict(before.version);
    const [row] = await tx
      .update(financeFeeSchedules)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${financeFeeSchedules.version} + 1` })
      .where(eq(financeFeeSchedules.fiscalYear, fiscalYear))
      .returning();
    await recordAudit(tx, {
      actorUserId: actorId,
      action: "fee_schedule_updated",
      entityType: "fee_schedule",
      entityId: String(fiscalYear),
      before: toSchedule(before),
      after: toSchedule(row!),
    });
    return toSchedule(row!);
  });
}
