/**
 * What other modules may use of the member register: admitting an approved application's company,
 * giving its representative access, and the memberships table for reading who is a member.
 */
export { admitMember, entryDateFor } from "./server/admit-member.ts";
export { grantRepresentativeAccess, type Representative, type RepresentativeAccess } from "./server/representative-access.ts";
export { memberships, MEMBERSHIP_CLASSES, MEMBERSHIP_STATUSES, type MembershipClass, type MembershipStatus } from "./server/tables.ts";
export { membersSeeder } from "./server/seed.ts";
export { memberFigures } from "./server/figure-queries.ts";
