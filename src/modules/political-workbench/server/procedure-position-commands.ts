/** Linking positions to procedures (both ours, so a join table with foreign keys). */
import { and, eq } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound } from "#platform/http/errors.ts";
import { procedureOr404 } from "./procedure-queries.ts";
import { touchProcedure } from "./procedure-commands.ts";
import { politicalPositions, politicalProcedurePositions } from "./tables.ts";

export async function linkPosition(db: Db, actorId: string, procedureId: string, positionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await procedureOr404(tx, procedureId);
    const [position] = await tx.select({ id: politicalPositions.id }).from(politicalPositions).where(eq(politicalPositions.id, positionId));
    if (!position) throw new HttpError(400, "invalid_input", "Ungültige Eingaben", ["positionId: Diese Position gibt es nicht (mehr)."]);
    const inserted = await tx.insert(politicalProcedurePositions).values({ procedureId, positionId, createdBy: actorId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw new HttpError(409, "duplicate_link", "Diese Position ist bereits mit dem Verfahren verknüpft.");
    await recordAudit(tx, { actorUserId: actorId, action: "link", entityType: "political_procedure", entityId: procedureId, after: { positionId } });
    await touchProcedure(tx, procedureId);
  });
}

export async function unlinkPosition(db: Db, actorId: string, procedureId: string, positionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(politicalProcedurePositions)
      .where(and(eq(politicalProcedurePositions.procedureId, procedureId), eq(politicalProcedurePositions.positionId, positionId)))
      .returning();
    if (removed.length === 0) throw notFound("Die Verknüpfung");
    await recordAudit(tx, { actorUserId: actorId, action: "unlink", entityType: "political_procedure", entityId: procedureId, before: { positionId } });
    await touchProcedure(tx, procedureId);
  });
}
