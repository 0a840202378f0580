/** The audit module: the trail's screen, its chain check and retention jobs (issue 18). */
export { AUDIT_JOBS } from "./server/jobs.ts";
export { auditSeeder } from "./server/seed.ts";
