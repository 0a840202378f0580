/**
 * Every scheduled job of the product: the platform's and each module's (a module exports its jobs
 * from index.ts and is added here). netlify/functions/scheduled-jobs.mts runs the due ones.
 */
import type { Job } from "#platform/jobs/job.ts";
import { PLATFORM_JOBS } from "#platform/jobs/platform-jobs.ts";
import { DOCUMENTS_JOBS } from "#modules/documents/index.ts";
import { campaignAnalyticsJob, dateRemindersJob, lobbySnapshotJob } from "#modules/political-workbench/index.ts";
import { digestJob } from "#modules/notifications/index.ts";
import { dunningJob, invoiceDocumentsJob } from "#modules/finances/index.ts";
import { AUDIT_JOBS } from "#modules/audit/index.ts";
import { SECURITY_JOBS } from "#modules/security/index.ts";
import { taskRemindersJob } from "#modules/tasks/index.ts";
import { assemblyRemindersJob } from "#modules/assembly/index.ts";
import { analyticsSnapshotsJob } from "#modules/analytics/index.ts";

export const ALL_JOBS: readonly Job[] = [
  ...PLATFORM_JOBS,
  ...DOCUMENTS_JOBS,
  dateRemindersJob,
  digestJob,
  dunningJob,
  invoiceDocumentsJob,
  ...AUDIT_JOBS,
  ...SECURITY_JOBS,
  taskRemindersJob,
  assemblyRemindersJob,
  analyticsSnapshotsJob,
  lobbySnapshotJob,
  campaignAnalyticsJob,
];
