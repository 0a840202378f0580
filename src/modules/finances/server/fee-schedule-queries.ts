/**
 * Fee schedules per fiscal year, as stored (versioned).
 */
import { desc, eq, lt } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import type { FeeSchedule } from "../schema.ts";
import { financeFeeSchedules } from "./tables.ts";

export type StoredFeeSchedule = FeeSchedule & { version: number; updatedAt: string };

export function toSchedule(row: typeof financeFeeSchedules.$inferSelect): StoredFeeSchedule {
  return {
    fiscalYear: row.fiscalYear,
    rules: { ordinary: row.ordinaryRule, supporting: row.supportingRule },
    taxTreatment: row.taxTreatment,
    paymentTermDays: row.paymentTermDays,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listFeeSchedules(db: Db): Promise<StoredFeeSchedule[]> {
  const rows = await db.select().from(financeFeeSchedules).orderBy(desc(financeFeeSchedules.fiscalYear));
  return rows.map(toSchedule);
}

export async function findFeeSchedule(db: Db | Tx, fiscalYear: number): Promise<StoredFeeSchedule | null> {
  const [row] = await db.select().from(financeFeeSchedules).where(eq(financeFeeSchedules.fiscalYear, fiscalYear));
  return row ? toSchedule(row) : null;
}

/** The latest schedule of an earlier year: the start offered for a year without one. */
export async function latestScheduleBefore(db: Db | Tx, fiscalYear: number): Promise<StoredFeeSchedule | null> {
  const [row] = await db
    .select()
    .from(financeFeeSchedules)
    .where(lt(financeFeeSchedules.fiscalYear, fiscalYear))
    .orderBy(desc(financeFeeSchedules.fiscalYear))
    .limit(1);
  return row ? toSchedule(row) : null;
}
