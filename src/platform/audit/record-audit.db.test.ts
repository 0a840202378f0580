import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { closeDatabase, getDb } from "../db/client.ts";
import { auditLog } from "./tables.ts";
import { recordAudit } from "./record-audit.ts";

// Opening PGlite and applying every migration can take longer than one test's 30 s on a busy machine.
beforeAll(() => getDb(), 180_000);
afterAll(() => closeDatabase());

describe("recordAudit", () => {
  it("stores who changed what, and rolls back with the surrounding transaction", async () => {
    const db = await getDb();
    const entityId = `test-${Date.now()}`;
    await recordAudit(db, {
      actorUserId: "user_1",
      action: "status_change",
      entityType: "application",
      entityId,
      before: { status: "pending" },
      after: { status: "approved" },
    });
    await db
      .transaction(async (tx) => {
        await recordAudit(tx, { actorUserId: "user_1", action: "never", entityType: "application", entityId });
        throw new Error("abort");
      })
      .catch(() => {});
    const rows = await db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "status_change", before: { status: "pending" }, after: { status: "approved" } });
  });
});
