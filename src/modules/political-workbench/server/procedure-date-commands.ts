/** Dates and deadlines of a procedure; the reminders job (jobs.ts) reads them. */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { notFound, versionConflict } from "#platform/http/errors.ts";
import type { ProcedureDate, ProcedureDateUpdate, ProcedureDateValues } from "../schema/procedure.ts";
import { procedureOr404 } from "./procedure-queries.ts";
import { touchProcedure } from "./procedure-commands.ts";
import { politicalProcedureDates } from "./tables.ts";

const ENTITY = "political_procedure_date";

export function toProcedureDate(row: typeof politicalProcedureDates.$inferSelect): ProcedureDate {
  return { id: row.id, kind: row.kind, title: row.title, dueOn: row.dueOn, leadDays: row.leadDays, notes: row.notes, version: row.version };
}

export async function addDate(db: Db, actorId: string, procedureId: string, values: ProcedureDateValues): Promise<ProcedureDate> {
  return db.transaction(async (tx) => {
    await procedureOr404(tx, procedureId);
    const [row] = await tx
      .insert(politicalProcedureDates)
      .values({ ...values, procedureId, createdBy: actorId })
      .returning();
    await recordAudit(tx, { actorUserId: actorId, action: "create", entityType: ENTITY, entityId: row!.id, after: { procedureId, ...values } });
    await touchProcedure(tx, procedureId);
    return toProcedureDate(row!);
  });
}

async function lockedDate(db: Db, id: string) {
  const [row] = await db.select().from(politicalProcedureDates).where(eq(politicalProcedureDates.id, id)).for("update");
  if (!row) throw notFound("Der Termin");
  return row;
}

export async function updateDate(db: Db, actorId: string, id: string, update: ProcedureDateUpdate): Promise<ProcedureDate> {
  const { version, ...values } = update;
  return db.transaction(async (tx) => {
    const before = await lockedDate(tx, id);
    if (before.version !== version) throw versionConflict(before.version);
    const [row] = await tx
      .update(politicalProcedureDates)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${politicalProcedureDates.version} + 1` })
      .where(eq(politicalProcedureDates.id, id))
      .returning();
    await recordAudit(tx, { actorUserId: actorId, action: "update", entityType: ENTITY, entityId: id, before: toProcedureDate(before), after: values });
    await touchProcedure(tx, before.procedureId);
    return toProcedureDate(row!);
  });
}

export async function deleteDate(db: Db, actorId: string, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedDate(tx, id);
    if (before.version !== version) throw versionConflict(before.version);
    await tx.delete(politicalProcedureDates).where(and(eq(politicalProcedureDates.id, id)));
    await recordAudit(tx, { actorUserId: actorId, action: "delete", entityType: ENTITY, entityId: id, before: toProcedureDate(before) });
    await touchProcedure(tx, before.procedureId);
  });
}
