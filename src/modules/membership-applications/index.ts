/**
 * What other modules may use of membership applications: the row type (admission copies it into
 * the register). The statutes' admission freeze (§ 3 Abs. 5) is the assembly module's rule.
 */
export type { MembershipApplicationRow } from "./server/tables.ts";
export { membershipApplicationsSeeder } from "./server/seed.ts";
export { openApplications, type OpenApplication } from "./server/attention-queries.ts";
