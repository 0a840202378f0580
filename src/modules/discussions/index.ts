/**
 * What other modules may use of the discussions: its demo data, and the read check of its
 * notifications' target ("discussions.post"), both wired in by the composition root.
 */
export { discussionsSeeder } from "./server/seed.ts";
export { postReadCheck as discussionsReadCheck } from "./server/discussion-notify.ts";
export { findReadableThreads, readableThreadRef, type ThreadRef } from "./server/link-targets.ts";
export { recentPostsByOthers, unreadThreads, type RecentPost } from "./server/attention-queries.ts";
