/**
 * The chain check ("Prüfen" on the audit screen, and the daily job): walks the audit trail in
 * chain order and recomputes every entry's hash with the same SQL function that sealed it
 * (audit_entry_digest, migration 0280). The first entry that does not fit is named:
 *   content  its content no longer matches its hash (changed after sealing)
 *   link     its prev_hash is not the hash of the entry before it (an entry was replaced)
 *   gap      the entry before it is missing (deleted outside the retention job)
 *   unsealed it never entered the chain (written with the triggers switched off)
 * Batches of BATCH entries keep memory flat for millions of entries.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

export const GENESIS_HASH = "genesis";
const BATCH = 2_000;

export type ChainBreak = "content" | "link" | "gap" | "unsealed";

export interface ChainCheck {
  ok: boolean;
  /** Entries checked (all of them when ok). */
  checked: number;
  /** The last entry of an intact chain (its hash is what a later check must build on). */
  head: { seq: number; hash: string } | null;
  /** Where the chain starts after retention (0: nothing removed yet). */
  startsAfterSeq: number;
  broken?: { id: number; seq: number | null; reason: ChainBreak };
}

interface Row {
  id: string | number;
  seq: string | number;
  prev_hash: string;
  hash: string;
  expected: string;
}

export async function verifyAuditChain(db: Pick<Db, "execute">): Promise<ChainCheck> {
  const [anchor] = rowsOf<{ seq: string | number; hash: string }>(await db.execute(sql`SELECT pruned_through_seq AS seq, pruned_hash AS hash FROM audit_chain_anchor WHERE id = 1`));
  const startsAfterSeq = anchor ? Number(anchor.seq) : 0;
  let expectedSeq = startsAfterSeq + 1;
  let expectedPrev = anchor?.hash ?? GENESIS_HASH;
  let checked = 0;
  let head: ChainCheck["head"] = anchor ? { seq: startsAfterSeq, hash: anchor.hash } : null;

  const [unsealed] = rowsOf<{ id: string | number }>(await db.execute(sql`SELECT id FROM audit_log WHERE hash IS NULL OR seq IS NULL ORDER BY id LIMIT 1`));
  for (;;) {
    const rows = rowsOf<Row>(
      await db.execute(sql`
        SELECT a.id, a.seq, a.prev_hash, a.hash, audit_entry_digest(a.prev_hash, a) AS expected
        FROM audit_log a
        WHERE a.seq >= ${expectedSeq}
        ORDER BY a.seq
        LIMIT ${BATCH}`),
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      const broken = (reason: ChainBreak): ChainCheck => ({ ok: false, checked, head, startsAfterSeq, broken: { id: Number(row.id), seq, reason } });
      if (seq !== expectedSeq) return broken("gap");
      if (row.prev_hash !== expectedPrev) return broken("link");
      if (row.hash !== row.expected) return broken("content");
      checked += 1;
      head = { seq, hash: row.hash };
      expectedSeq = seq + 1;
      expectedPrev = row.hash;
    }
    if (rows.length < BATCH) break;
  }
  if (unsealed) return { ok: false, checked, head, startsAfterSeq, broken: { id: Number(unsealed.id), seq: null, reason: "unsealed" } };
  return { ok: true, checked, head, startsAfterSeq };
}
