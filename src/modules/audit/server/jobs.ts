/**
 * The audit trail's scheduled work: a nightly chain check (a broken chain fails the job, so the
 * system screen and error reporting show it) and the retention of twelve months.
 */
import type { Job } from "#platform/jobs/job.ts";
import { pruneAuditTrail } from "#platform/audit/prune-audit.ts";
import { checkChain } from "./chain-commands.ts";

export const auditVerifyJob: Job = {
  name: "audit.verify",
  title: "Audit-Protokoll: Hash-Kette prüfen",
  schedule: { dailyAt: "02:30" },
  async run({ db }) {
    const result = await checkChain(db, null);
    if (!result.ok) throw new Error(`Audit chain broken at entry ${result.broken?.id}: ${result.broken?.message}`);
    return { checked: result.checked };
  },
};

export const auditRetentionJob: Job = {
  name: "audit.retention",
  title: "Audit-Protokoll: Einträge nach zwölf Monaten löschen",
  schedule: { dailyAt: "03:15" },
  // The database's clock decides what is past the retention period (ADR 240), not the job's now.
  run: async ({ db }) => ({ ...(await pruneAuditTrail(db)) }),
};

export const AUDIT_JOBS: readonly Job[] = [auditVerifyJob, auditRetentionJob];
