/**
 * What the system screen does to the outbox: "Erneut senden" for failed and dead deliveries (a
 * fresh retry schedule, tried right after the answer) and "Verwerfen" (the row is deleted; the
 * audit entry keeps kind, receiver, reference and error, not the payload, which may hold personal
 * data).
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { HttpError, notFound } from "#platform/http/errors.ts";
import { outbox, type OutboxRow } from "#platform/outbox/tables.ts";
import type { OutboxItem } from "../schema.ts";
import { toItem } from "./outbox-queries.ts";

const auditView = (row: OutboxRow) => ({
  kind: row.kind,
  target: row.target,
  reference: row.reference,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
});

async function lockDelivery(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], id: string): Promise<OutboxRow> {
  const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for("update");
  if (!row) throw notFound("Die Zustellung");
  if (row.status !== "failed" && row.status !== "dead")
    throw new HttpError(
      409,
      "not_retryable",
      row.status === "sent" ? "Diese Zustellung ist bereits erfolgt." : "Diese Zustellung wartet noch auf ihren ersten Versuch.",
    );
  return row;
}

export async function retryDelivery(db: Db, user: AuthUser, id: string): Promise<OutboxItem> {
  return db.transaction(async (tx) => {
    const row = await lockDelivery(tx, id);
    const [updated] = await tx.update(outbox).set({ status: "pending", attempts: 0, nextAttemptAt: new Date() }).where(eq(outbox.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: user.id,
      action: "outbox.retried",
      entityType: "outbox",
      entityId: id,
      before: auditView(row),
      after: { status: "pending" },
      module: "system",
    });
    return toItem(updated!);
  });
}

export async function discardDelivery(db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockDelivery(tx, id);
    await tx.delete(outbox).where(and(eq(outbox.id, id), inArray(outbox.status, ["failed", "dead"])));
    await recordAudit(tx, { actorUserId: user.id, action: "outbox.discarded", entityType: "outbox", entityId: id, before: auditView(row), module: "system" });
  });
}
