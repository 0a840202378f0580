/**
 * What other modules and the composition root may use of the political workbench: its scheduled
 * jobs (date and deadline reminders, the lobby report's and the campaign analytics' snapshots) and its demo-data seeder. Nothing else is shared yet; the
 * procedures and campaigns are read through the workbench's own API.
 */
export { campaignAnalyticsJob, dateRemindersJob, lobbySnapshotJob } from "./server/jobs.ts";
export { politicalSeeder } from "./server/seed.ts";
