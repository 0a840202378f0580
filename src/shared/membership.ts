/**
 * The member register's fixed values, written once: the membership classes of the statutes
 * (ordentliche, fördernde, Ehrenmitgliedschaft), the register's statuses, and the company facts
 * an application asks and the register keeps (legal forms, kinds of infrastructure). The
 * application form, the register and the exports all read them from here.
 */
export const MEMBERSHIP_CLASSES = ["ordinary", "supporting", "honorary"] as const;
export type MembershipClass = (typeof MEMBERSHIP_CLASSES)[number];

export const MEMBERSHIP_STATUSES = ["active", "resigned", "excluded"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const LEGAL_FORMS = ["GmbH", "AG", "GmbH & Co. KG", "e.V.", "Sonstige"] as const;

export const INFRASTRUCTURE_TYPES = ["schienenwege", "serviceeinrichtungen", "haefen_terminals", "industriestammgleise", "sonstige"] as const;
export type InfrastructureType = (typeof INFRASTRUCTURE_TYPES)[number];
export const INFRASTRUCTURE_LABELS: Record<InfrastructureType, string> = {
  schienenwege: "Schienenwege",
  serviceeinrichtungen: "Serviceeinrichtungen",
  haefen_terminals: "Häfen und Terminals",
  industriestammgleise: "Industriestammgleise",
  sonstige: "Sonstige",
};

/** "Schienenwege, sonstige: Fähranleger": stored entries with their German names (free text as typed). */
export function infrastructureText(types: readonly string[]): string {
  return types.map((t) => INFRASTRUCTURE_LABELS[t as InfrastructureType] ?? t).join(", ");
}
