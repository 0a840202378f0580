/** What other modules may use of the discussions: its demo data (the composition root runs it). */
export { discussionsSeeder } from "./server/seed.ts";
