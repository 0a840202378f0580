/**
 * What other modules and the composition root may use of the tasks module: its scheduled job, its
 * seeder, the link to a task (for notifications elsewhere) and the hook by which a module that owns
 * link targets (discussions, documents, assembly resolutions) lets tasks check them.
 */
export { taskRemindersJob } from "./server/reminders.ts";
export { tasksSeeder } from "./server/seed.ts";
export { taskLink } from "./server/task-notifications.ts";
export { linkPath, registerLinkResolver, type LinkResolver, type LinkTarget } from "./server/link-targets.ts";
export type { LinkTargetHit } from "./schema/link.ts";
/** "Meine Aufgaben": open, overdue and due-this-week counts and the next five by due date (dashboards, issue 25). */
export { mySummary as myTaskSummary } from "./server/task-queries.ts";
