/**
 * The audit trail cannot be shortened undetected (issue 23, migration 0350, ADR 240), tested as an
 * intruder with database access on a chain of its own (a fresh database: on Postgres the shared
 * one holds other files' entries). The attack that worked before: `SET LOCAL
 * vnsi.audit_retention = 'on'`, an anchor, and the entries of the last two months deleted; the
 * check then said intact. Now the database alone decides what is past the twelve months, so that
 * is refused; and whoever switches the triggers off to do it anyway is named by the check.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, sql } from "drizzle-orm";
import { rowsOf } from "../db/rows.ts";
import type { Db } from "../db/client.ts";
import { openFreshDatabase, type FreshDatabase } from "../../../tests/helpers/fresh-database.ts";
import { CHAIN_BREAK_LABELS } from "#modules/audit/schema.ts";
import { auditChainAnchor, auditLog } from "./tables.ts";
import { recordAudit } from "./record-audit.ts";
import { verifyAuditChain } from "./verify-chain.ts";
import { pruneAuditTrail } from "./prune-audit.ts";

let fresh: FreshDatabase;
let db: Db;
const OLD = new Date("2001-01-01T00:00:00Z");
const entry = (action: string) => ({ actorUserId: "user_intruder_test", action, entityType: "retention_test", entityId: action });
const chain = async () => (await db.select().from(auditLog).orderBy(asc(auditLog.seq))).map((r) => ({ seq: r.seq!, hash: r.hash!, action: r.action }));

beforeAll(async () => {
  fresh = await openFreshDatabase();
  db = fresh.db;
  // Three entries past the retention period, then five of the last weeks (each sealed on its own).
  for (const action of ["old-1", "old-2", "old-3"]) await db.insert(auditLog).values({ ...entry(action), createdAt: OLD });
  for (const action of ["young-1", "young-2", "young-3", "young-4", "young-5"]) await recordAudit(db, entry(action));
}, 120_000);
afterAll(() => fresh?.close());

/** Runs statements in one transaction; true if the database refused them (everything rolled back). */
async function refused(statements: string[]): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    return false;
  } catch {
    return true;
  }
}

/** Runs the statements with the triggers off, checks the chain inside, then rolls everything back. */
async function withTriggersOff<T>(statements: string[], inspect: (tx: Db) => Promise<T>): Promise<T> {
  let seen: T | undefined;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql.raw("ALTER TABLE audit_log DISABLE TRIGGER USER"));
      await tx.execute(sql.raw("ALTER TABLE audit_chain_anchor DISABLE TRIGGER USER"));
      for (const statement of statements) await tx.execute(sql.raw(statement));
      seen = await inspect(tx as unknown as Db);
      throw new Error("rollback");
    })
    .catch((error: unknown) => {
      if ((error as Error).message !== "rollback") throw error;
    });
  return seen!;
}

describe(`an intruder with database access (${process.env.DATABASE_URL ? "Postgres" : "PGlite"})`, () => {
  it("cannot claim retention by a session setting: the issue's attack is refused and nothing is removed", async () => {
    const before = await chain();
    const youngTwo = before.find((e) => e.action === "young-2")!;
    expect(
      await refused([
        "SET LOCAL vnsi.audit_retention = 'on'",
        `INSERT INTO audit_chain_anchor (id, pruned_through_seq, pruned_hash) VALUES (1, ${youngTwo.seq}, '${youngTwo.hash}')`,
        `DELETE FROM audit_log WHERE seq <= ${youngTwo.seq}`,
      ]),
    ).toBe(true);
    // The same without the anchor, and young entries alone behind an anchor on an old one.
    expect(await refused(["SET LOCAL vnsi.audit_retention = 'on'", `DELETE FROM audit_log WHERE seq <= ${youngTwo.seq}`])).toBe(true);
    const oldThree = before.find((e) => e.action === "old-3")!;
    expect(
      await refused([
        "SET LOCAL vnsi.audit_retention = 'on'",
        `INSERT INTO audit_chain_anchor (id, pruned_through_seq, pruned_hash) VALUES (1, ${oldThree.seq}, '${oldThree.hash}')`,
        `DELETE FROM audit_log WHERE action LIKE 'young-%'`,
      ]),
    ).toBe(true);
    // Old entries, but outside an anchored prefix (that would leave a gap), and a forged anchor.
    expect(await refused([`DELETE FROM audit_log WHERE seq = ${oldThree.seq}`])).toBe(true);
    expect(await refused([`INSERT INTO audit_chain_anchor (id, pruned_through_seq, pruned_hash) VALUES (1, ${oldThree.seq}, '${"0".repeat(64)}')`])).toBe(true);
    expect(await refused(["SET LOCAL vnsi.audit_retention = 'on'", "TRUNCATE audit_log"])).toBe(true);

    expect(await chain()).toEqual(before);
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, startsAfterSeq: 0 });
  });

  it("who switches the triggers off to cut the young entries is named by the check, whatever the anchor claims", async () => {
    const before = await chain();
    const youngTwo = before.find((e) => e.action === "young-2")!;
    const youngThree = before.find((e) => e.action === "young-3")!;
    const cut = [`DELETE FROM audit_log WHERE seq <= ${youngTwo.seq}`];
    const claims = [
      `INSERT INTO audit_chain_anchor (id, pruned_through_seq, pruned_hash, pruned_at) VALUES (1, ${youngTwo.seq}, '${youngTwo.hash}', now())`,
      // A forged age of the last removed entry does not help: the next entry's hash vouches for it.
      `INSERT INTO audit_chain_anchor (id, pruned_through_seq, pruned_hash, pruned_at, pruned_created_at) VALUES (1, ${youngTwo.seq}, '${youngTwo.hash}', now(), '2001-06-01')`,
    ];
    for (const claim of claims) {
      const result = await withTriggersOff([...cut, claim], (tx) => verifyAuditChain(tx));
      expect(result, claim).toMatchObject({ ok: false, broken: { seq: youngThree.seq, reason: "premature" } });
    }
    expect(CHAIN_BREAK_LABELS.premature).toContain("vor Ablauf der Aufbewahrungsfrist");
    expect(await chain()).toEqual(before);
  });

  it("the retention job removes exactly the prefix past twelve months, anchors it, and the chain verifies", async () => {
    const before = await chain();
    expect(await pruneAuditTrail(db)).toEqual({ removed: 3 });
    const after = await chain();
    expect(after.map((e) => e.action)).toEqual(["young-1", "young-2", "young-3", "young-4", "young-5", "audit.retention_pruned"]);
    const [anchor] = await db.select().from(auditChainAnchor);
    expect(anchor).toMatchObject({ prunedThroughSeq: before[2]!.seq, prunedHash: before[2]!.hash, prunedCreatedAt: OLD });
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, startsAfterSeq: before[2]!.seq, checked: 6 });
    // The filter values (0440) stay the trail's own: the pruned actions are no longer offered.
    const actions = rowsOf<{ value: string }>(await db.execute(sql`SELECT value FROM audit_filter_values WHERE kind = 'action' ORDER BY value`)).map(
      (r) => r.value,
    );
    expect(actions).toEqual(["audit.retention_pruned", "young-1", "young-2", "young-3", "young-4", "young-5"]);
    // Nothing more is due; the anchor neither moves back, nor onto a young entry, nor goes.
    expect(await pruneAuditTrail(db)).toEqual({ removed: 0 });
    const youngOne = after[0]!;
    expect(await refused([`UPDATE audit_chain_anchor SET pruned_through_seq = 1, pruned_hash = '${before[0]!.hash}'`])).toBe(true);
    expect(await refused([`UPDATE audit_chain_anchor SET pruned_through_seq = ${youngOne.seq}, pruned_hash = '${youngOne.hash}'`])).toBe(true);
    expect(await refused(["DELETE FROM audit_chain_anchor"])).toBe(true);
    await recordAudit(db, entry("after-pruning"));
    expect(await verifyAuditChain(db)).toMatchObject({ ok: true, checked: 7 });
    const [last] = rowsOf<{ prev: string }>(await db.execute(sql`SELECT prev_created_at IS NOT NULL AS prev FROM audit_log ORDER BY seq DESC LIMIT 1`));
    expect(last?.prev).toBe(true);
  });
});
