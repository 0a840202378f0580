/** The security center (issue 18): its scheduled jobs and demo data. */
export { SECURITY_JOBS } from "./server/jobs.ts";
export { securitySeeder } from "./server/seed.ts";
export { incidentReadCheck } from "./server/incident-readers.ts";
export { openIncidents, type OpenIncident } from "./server/attention-queries.ts";
