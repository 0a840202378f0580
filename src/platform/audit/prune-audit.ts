/**
 * Retention of the audit trail (privacy notice, section 14: "Sicherheitsprotokolle des internen
 * Bereichs: zwölf Monate"; the entries hold client addresses and user agents). Only a prefix of
 * the chain is removed: every entry before the first one younger than the retention period. The
 * hash of the last removed entry becomes the chain's anchor, so what remains still verifies. A
 * broken chain is never pruned: the entries are the evidence (the job fails and says so instead).
 *
 * The database decides what is old enough (audit_retention_cutoff(), its own clock; migration
 * 0350, ADR 240): no caller-supplied date and no session setting can make a younger entry
 * removable, so the anchor is written first (its trigger checks the prefix) and the delete after.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { recordAudit } from "./record-audit.ts";
import { verifyAuditChain } from "./verify-chain.ts";

export async function pruneAuditTrail(db: Db): Promise<{ removed: number }> {
  const check = await verifyAuditChain(db);
  if (!check.ok) throw new Error(`Audit chain broken at entry ${check.broken?.id} (${check.broken?.reason}); nothing pruned`);
  return db.transaction(async (tx) => {
    const [last] = rowsOf<{ seq: string | number; hash: string }>(
      await tx.execute(sql`
        SELECT seq, hash FROM audit_log
        WHERE seq < coalesce((SELECT min(seq) FROM audit_log WHERE created_at >= audit_retention_cutoff()), (SELECT max(seq) + 1 FROM audit_log))
        ORDER BY seq DESC LIMIT 1`),
    );
    if (!last) return { removed: 0 };
    await tx.execute(sql`
      INSERT INTO audit_chain_anchor (id, pruned_through_seq, pruned_hash) VALUES (1, ${last.seq}, ${last.hash})
      ON CONFLICT (id) DO UPDATE SET pruned_through_seq = excluded.pruned_through_seq, pruned_hash = excluded.pruned_hash`);
    const removed = rowsOf<{ id: number }>(await tx.execute(sql`DELETE FROM audit_log WHERE seq <= ${last.seq} RETURNING id`)).length;
    // The filter values (0440) stay the trail's own: a person, area or action whose last entry
    // went is no longer offered. One index probe per value.
    await tx.execute(sql`
      DELETE FROM audit_filter_values f WHERE NOT CASE f.kind
        WHEN 'actor' THEN EXISTS (SELECT 1 FROM audit_log a WHERE a.actor_user_id = f.value)
        WHEN 'module' THEN EXISTS (SELECT 1 FROM audit_log a WHERE a.module = f.value)
        ELSE EXISTS (SELECT 1 FROM audit_log a WHERE a.action = f.value) END`);
    // The cut itself enters the chain: when, through which entry, how many.
    await recordAudit(tx, {
      actorUserId: null,
      action: "audit.retention_pruned",
      entityType: "audit_log",
      entityId: String(last.seq),
      after: { throughSeq: Number(last.seq), removed },
      module: "audit",
    });
    return { removed };
  });
}
