/**
 * Analytics (issue 18) offers nothing to other modules but its scheduled job: its report reads
 * the register, the applications, the activity log and the audit trail
 * (src/modules/analytics/server/report.ts), kept as a snapshot per range (server/jobs.ts).
 */
export { analyticsSnapshotsJob } from "./server/jobs.ts";
