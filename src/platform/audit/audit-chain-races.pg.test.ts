/**
 * The audit trail's hash chain under many concurrent writers: no fork (real Postgres in the
 * "postgres" project; PGlite would serialise the writers). The rest: audit-chain.db.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { closeDatabase, getDb } from "../db/client.ts";
import { auditLog } from "./tables.ts";
import { recordAudit } from "./record-audit.ts";
import { verifyAuditChain } from "./verify-chain.ts";

beforeAll(() => getDb(), 180_000);
afterAll(() => closeDatabase());

const entry = (entityId: string, extra: Partial<Parameters<typeof recordAudit>[1]> = {}) => ({
  actorUserId: "user_chain",
  action: "update",
  entityType: "chain_test",
  entityId,
  ...extra,
});
const rowsOf = async (entityId: string) => (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.seq));
const check = async () => verifyAuditChain(await getDb());

describe("concurrent writers", () => {
  it("never fork the chain", async () => {
    const db = await getDb();
    const id = `race-${Date.now()}`;
    const writers = Array.from({ length: 24 }, (_, i) =>
      db.transaction(async (tx) => {
        await recordAudit(tx, entry(id, { after: { writer: i, step: 1 } }));
        await new Promise((resolve) => setTimeout(resolve, (i * 7) % 20));
        await recordAudit(tx, entry(id, { after: { writer: i, step: 2 } }));
      }),
    );
    await Promise.all(writers);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(48);
    const seqs = rows.map((r) => r.seq!);
    expect(new Set(seqs).size).toBe(48);
    expect(await check()).toMatchObject({ ok: true });
  });
});
