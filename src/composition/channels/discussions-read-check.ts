/** Whether a recipient may still read a discussion post when its notification mail goes out. */
import { lazyReadCheck } from "./lazy.ts";

export const discussionsPostCheck = lazyReadCheck("discussions.post", async () => (await import("#modules/discussions/index.ts")).discussionsReadCheck);
