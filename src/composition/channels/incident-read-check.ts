/** Whether a recipient may still open a security incident when its notification mail goes out (issue 23). */
import { lazyReadCheck } from "./lazy.ts";

export const securityIncidentCheck = lazyReadCheck("security.incident", async () => (await import("#modules/security/index.ts")).incidentReadCheck);
