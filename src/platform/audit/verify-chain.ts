/**
 * The chain check ("Prüfen" on the audit screen, and the daily job): walks the audit trail in
 * chain order and recomputes every entry's hash with the same SQL function that sealed it
 * (audit_entry_digest, migration 0280). The first entry that does not fit is named:
 *   content  its content no longer matches its hash (changed after sealing)
 *   link     its prev_hash is not the hash of the entry before it (an entry was replaced)
 *   gap      the entry before it is missing (deleted outside the retention job)
 *   unsealed it never entered the chain (written with the triggers switched off)
 *   premature entries before it were removed while younger than the retention period (the first
 *            entry after the anchor names its predecessor's creation time, sealed into its
 *            hash: migration 0350, ADR 240)
 * Each entry sealed since 0350 also names its predecessor's creation time, which must match.
 * Batches of BATCH entries keep memory flat for millions of entries.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";

export const GENESIS_HASH = "genesis";
const BATCH = 2_000;

export type ChainBreak = "content" | "link" | "gap" | "unsealed" | "premature";

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
  /** Epoch microseconds as text (exact, unlike a JS Date). */
  created_us: string;
  prev_created_us: string | null;
  /** Whether prev_created_at lies within the retention period, by the database's clock. */
  prev_young: boolean | null;
}

const micros = (column: SQL) => sql`(extract(epoch FROM ${column}) * 1000000)::bigint::text`;

export async function verifyAuditChain(db: Pick<Db, "execute">): Promise<ChainCheck> {
  const [anchor] = rowsOf<{ seq: string | number; hash: string; created_us: string | null }>(
    await db.execute(
      sql`SELECT pruned_through_seq AS seq, pruned_hash AS hash, ${micros(sql`pruned_created_at`)} AS created_us FROM audit_chain_anchor WHERE id = 1`,
    ),
  );
  const startsAfterSeq = anchor ? Number(anchor.seq) : 0;
  let expectedSeq = startsAfterSeq + 1;
  let expectedPrev = anchor?.hash ?? GENESIS_HASH;
  let expectedPrevCreated = anchor?.created_us ?? null;
  let checked = 0;
  let head: ChainCheck["head"] = anchor ? { seq: startsAfterSeq, hash: anchor.hash } : null;

  const [unsealed] = rowsOf<{ id: string | number }>(await db.execute(sql`SELECT id FROM audit_log WHERE hash IS NULL OR seq IS NULL ORDER BY id LIMIT 1`));
  for (;;) {
    const rows = rowsOf<Row>(
      await db.execute(sql`
        SELECT a.id, a.seq, a.prev_hash, a.hash, audit_entry_digest(a.prev_hash, a) AS expected,
          ${micros(sql`a.created_at`)} AS created_us, ${micros(sql`a.prev_created_at`)} AS prev_created_us,
          a.prev_created_at >= audit_retention_cutoff() AS prev_young
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
      // The first entry after a cut names how young the last removed entry was (whatever the
      // anchor claims: the entry's own hash vouches for it).
      if (seq === startsAfterSeq + 1 && startsAfterSeq > 0 && row.prev_young) return broken("premature");
      // Sealed since 0350: the predecessor's creation time is part of this entry's hash.
      if (row.prev_created_us !== null && expectedPrevCreated !== null && row.prev_created_us !== expectedPrevCreated) return broken("link");
      checked += 1;
      head = { seq, hash: row.hash };
      expectedSeq = seq + 1;
      expectedPrev = row.hash;
      expectedPrevCreated = row.created_us;
    }
    if (rows.length < BATCH) break;
  }
  if (unsealed) return { ok: false, checked, head, startsAfterSeq, broken: { id: Number(unsealed.id), seq: null, reason: "unsealed" } };
  return { ok: true, checked, head, startsAfterSeq };
}
