/**
 * The audit trail's hash chain (migration 0280, ADR 180): sealed at commit in commit order,
 * append-only, tampering found by the chain check (retention: audit-retention.db.test.ts). Many
 * concurrent writers on one chain: audit-chain-races.pg.test.ts (real Postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { closeDatabase, getDb } from "../db/client.ts";
import { runWithRequestContext } from "../http/request-context.ts";
import { auditLog } from "./tables.ts";
import { moduleOfPath, recordAudit } from "./record-audit.ts";
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

/** Runs `tamper` with the guard switched off inside a transaction that is rolled back afterwards. */
async function tampered<T>(tamper: string | string[], inspect: () => Promise<T>): Promise<T> {
  const db = await getDb();
  let seen: T | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql.raw("ALTER TABLE audit_log DISABLE TRIGGER USER"));
      for (const statement of [tamper].flat()) await tx.execute(sql.raw(statement));
      seen = await verifyAuditChainIn(tx, inspect);
      throw new Error("rollback");
    })
    .catch((error: unknown) => {
      if ((error as Error).message !== "rollback") throw error;
    });
  return seen!;
}
let currentTx: Parameters<typeof verifyAuditChain>[0] | undefined;
async function verifyAuditChainIn<T>(tx: Parameters<typeof verifyAuditChain>[0], inspect: () => Promise<T>): Promise<T> {
  currentTx = tx;
  try {
    return await inspect();
  } finally {
    currentTx = undefined;
  }
}
const check = async () => verifyAuditChain(currentTx ?? (await getDb()));

describe("sealing", () => {
  it("chains entries in commit order and records the request's client address and user agent", async () => {
    const db = await getDb();
    const id = `seal-${Date.now()}`;
    await recordAudit(db, entry(id, { after: { step: 1 } }));
    await runWithRequestContext(
      { requestId: "req-1", method: "PUT", path: "/api/crm/contacts/1", ip: "198.51.100.7", userAgent: "Firefox/140", userId: "user_chain" },
      () =>
        db.transaction(async (tx) => {
          await recordAudit(tx, entry(id, { before: { step: 1 }, after: { step: 2 } }));
          await recordAudit(tx, entry(id, { before: { step: 2 }, after: { step: 3 } }));
        }),
    );
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({ clientIp: "198.51.100.7", userAgent: "Firefox/140", requestId: "req-1", module: "crm" });
    expect(rows[0]).toMatchObject({ clientIp: null, module: "chain" });
    expect(rows[1]!.seq).toBe(rows[0]!.seq! + 1);
    expect(rows[2]!.prevHash).toBe(rows[1]!.hash);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.hash ?? ""))).toBe(true);
    expect(await check()).toMatchObject({ ok: true });
  });

  it("ignores chain columns a writer tries to set", async () => {
    const db = await getDb();
    const id = `forge-${Date.now()}`;
    await db.insert(auditLog).values({ ...entry(id), seq: 1, prevHash: "x", hash: "f".repeat(64) });
    const [row] = await rowsOf(id);
    expect(row!.hash).not.toBe("f".repeat(64));
    expect((await check()).ok).toBe(true);
  });

  it("derives the module from the request path", () => {
    expect(moduleOfPath("/api/back-office/members/1")).toBe("members");
    expect(moduleOfPath("/api/documents/folders")).toBe("documents");
    expect(moduleOfPath(undefined)).toBeUndefined();
  });
});

describe("append-only", () => {
  it("refuses to change, delete or truncate entries", async () => {
    const db = await getDb();
    const id = `guard-${Date.now()}`;
    await recordAudit(db, entry(id));
    await expect(db.update(auditLog).set({ action: "forged" }).where(eq(auditLog.entityId, id))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.entityId, id))).rejects.toThrow();
    await expect(db.execute(sql.raw("TRUNCATE audit_log"))).rejects.toThrow();
    expect(await rowsOf(id)).toHaveLength(1);
  });
});

describe("the chain check names the first broken entry", () => {
  it("a changed entry (content), a removed entry (gap) and a re-hashed entry (link)", async () => {
    const db = await getDb();
    const id = `tamper-${Date.now()}`;
    for (let i = 0; i < 4; i++) await recordAudit(db, entry(id, { after: { n: i } }));
    const rows = await rowsOf(id);
    const [, second, third] = rows;

    const changed = await tampered(`UPDATE audit_log SET after = '{"n": 99}' WHERE id = ${second!.id}`, check);
    expect(changed).toMatchObject({ ok: false, broken: { id: second!.id, reason: "content" } });

    const removed = await tampered(`DELETE FROM audit_log WHERE id = ${second!.id}`, check);
    expect(removed).toMatchObject({ ok: false, broken: { id: third!.id, reason: "gap" } });

    const rehashed = await tampered(
      [
        `UPDATE audit_log SET after = '{"n": 99}' WHERE id = ${second!.id}`,
        `UPDATE audit_log a SET hash = audit_entry_digest(a.prev_hash, a) WHERE id = ${second!.id}`,
      ],
      check,
    );
    // Recomputing the changed entry's hash only moves the break to the entry after it.
    expect(rehashed).toMatchObject({ ok: false, broken: { id: third!.id, reason: "link" } });

    expect(await check()).toMatchObject({ ok: true });
  });
});

// Retention (the old prefix removed, anchored, verifiable; young entries untouchable) is tested on
// a chain of its own in audit-retention.db.test.ts: the database's clock decides now (ADR 240).
