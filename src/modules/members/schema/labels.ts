/** German labels of the member register's fixed values (src/shared/membership.ts), shared by UI, CSV export and mails. */
import type { MembershipClass, MembershipStatus } from "#shared/membership.ts";

export { MEMBERSHIP_CLASSES, MEMBERSHIP_STATUSES, type MembershipClass, type MembershipStatus } from "#shared/membership.ts";

export const MEMBERSHIP_CLASS_LABELS: Record<MembershipClass, string> = {
  ordinary: "Ordentliches Mitglied",
  supporting: "Förderndes Mitglied",
  honorary: "Ehrenmitglied",
};

/** The class as a counted noun, singular and plural: "1 ordentliches Mitglied", "17 ordentliche Mitglieder" (issue 25). */
export const MEMBERSHIP_CLASS_NOUNS: Record<MembershipClass, readonly [string, string]> = {
  ordinary: ["ordentliches Mitglied", "ordentliche Mitglieder"],
  supporting: ["förderndes Mitglied", "fördernde Mitglieder"],
  honorary: ["Ehrenmitglied", "Ehrenmitglieder"],
};

export const MEMBERSHIP_STATUS_LABELS: Record<MembershipStatus, string> = {
  active: "Aktiv",
  resigned: "Ausgetreten",
  excluded: "Ausgeschlossen",
};
