/** "Jetzt ausführen": one scheduled job run at once by an administrator, recorded in the audit trail. */
import type { AuthUser } from "#platform/auth/require-user.ts";
import { recordAudit } from "#platform/audit/record-audit.ts";
import { now } from "#platform/clock.ts";
import type { Db } from "#platform/db/client.ts";
import { notFound } from "#platform/http/errors.ts";
import type { Job } from "#platform/jobs/job.ts";
import { runDueJobs, type JobOutcome } from "#platform/jobs/scheduler.ts";

export async function runJobNow(db: Db, user: AuthUser, jobs: readonly Job[], name: string): Promise<JobOutcome> {
  if (!jobs.some((j) => j.name === name)) throw notFound("Der Auftrag");
  const [outcome] = await runDueJobs(db, jobs, now(), { only: name });
  if (!outcome) throw notFound("Der Auftrag");
  await recordAudit(db, { actorUserId: user.id, action: "job.run", entityType: "job", entityId: name, after: outcome, module: "system" });
  return outcome;
}
