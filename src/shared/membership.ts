/** The membership classes of the statutes (ordentliche, fördernde, Ehrenmitgliedschaft), written once. */
export const MEMBERSHIP_CLASSES = ["ordinary", "supporting", "honorary"] as const;
export type MembershipClass = (typeof MEMBERSHIP_CLASSES)[number];
