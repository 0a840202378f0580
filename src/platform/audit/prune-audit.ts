/**
 * Retention of the audit trail (privacy notice, section 14: "Sicherheitsprotokolle des internen
 * Bereichs: zwölf Monate"; the entries hold client addresses and user agents). Only a prefix of
 * the chain is removed: every entry before the first one younger than the cutoff. The hash of the
 * last removed entry becomes the chain's anchor, so what remains still verifies. A broken chain is
 * never pruned: the entries are the evidence (the job fails and says so instead).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { verifyAuditChain } from "./verify-chain.ts";

export const AUDIT_RETENTION_MONTHS = 12;

export async function pruneAuditTrail(db: Db, now: Date = new Date()): Promise<{ removed: number }> {
  const check = await verifyAuditChain(db);
  if (!check.ok) throw new Error(`Audit chain broken at entry ${check.broken?.id} (${check.broken?.reason}); nothing pruned`);
  return db.transaction(async (tx) => {
    const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(months => ${AUDIT_RETENTION_MONTHS})`;
    const [last] = rowsOf<{ seq: string | number; hash: string }>(
      await tx.execute(sql`
        SELECT seq, hash FROM audit_log
        WHERE seq < coalesce((SELECT min(seq) FROM audit_log WHERE created_at >= ${cutoff}), (SELECT max(seq) + 1 FROM audit_log))
        ORDER BY seq DESC LIMIT 1`),
    );
    if (!last) return { removed: 0 };
    await tx.execute(sql`SELECT set_config('vnsi.audit_retention', 'on', true)`);
    const removed = rowsOf<{ id: number }>(await tx.execute(sql`DELETE FROM audit_log WHERE seq <= ${last.seq} RETURNING id`)).length;
    await tx.execute(sql`
      INSERT INTO audit_chain_anchor (id, pruned_through_seq, pruned_hash, pruned_at) VALUES (1, ${last.seq}, ${last.hash}, now())
      ON CONFLICT (id) DO UPDATE SET pruned_through_seq = excluded.pruned_through_seq, pruned_hash = excluded.pruned_hash, pruned_at = excluded.pruned_at`);
    return { removed };
  });
}
