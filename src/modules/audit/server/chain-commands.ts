/** "Prüfen": the chain check as the screen shows it, itself recorded in the trail. */
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { verifyAuditChain } from "#platform/audit/verify-chain.ts";
import { now } from "#platform/clock.ts";
import { CHAIN_BREAK_LABELS, type ChainCheckView } from "../schema.ts";

export async function checkChain(db: Db, user: AuthUser | null): Promise<ChainCheckView> {
  const result = await verifyAuditChain(db);
  const view: ChainCheckView = {
    ok: result.ok,
    checked: result.checked,
    checkedAt: now().toISOString(),
    headSeq: result.head?.seq ?? null,
    headHash: result.head?.hash ?? null,
    startsAfterSeq: result.startsAfterSeq,
    broken: result.broken ? { ...result.broken, message: CHAIN_BREAK_LABELS[result.broken.reason] } : null,
  };
  await recordAudit(db, {
    actorUserId: user?.id ?? null,
    action: "audit.chain_checked",
    entityType: "audit_log",
    entityId: view.broken ? String(view.broken.id) : "chain",
    after: { ok: view.ok, checked: view.checked, headSeq: view.headSeq, broken: view.broken },
    module: "audit",
  });
  return view;
}
