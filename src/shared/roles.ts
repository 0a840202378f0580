/**
 * The role model of SPEC section 6, shared by server and client so that both decide alike.
 * admin passes every check; geschaeftsfuehrung passes management, board and member checks;
 * vorstand passes board and member checks; mitglied is any signed-in user.
 */
export const ROLES = ["admin", "geschaeftsfuehrung", "vorstand", "mitglied"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Administrator",
  geschaeftsfuehrung: "Geschäftsführung",
  vorstand: "Vorstand",
  mitglied: "Mitglied",
};

/** Which required roles each held role satisfies. */
const SATISFIES: Record<Role, readonly Role[]> = {
  admin: ROLES,
  geschaeftsfuehrung: ["geschaeftsfuehrung", "vorstand", "mitglied"],
  vorstand: ["vorstand", "mitglied"],
  mitglied: ["mitglied"],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * True when any held role satisfies any required role. An empty requirement means
 * "signed in": every user passes, because every user counts as a member.
 */
export function hasAnyRole(held: readonly Role[], required: readonly Role[]): boolean {
  if (required.length === 0 || required.includes("mitglied")) return true;
  return held.some((role) => SATISFIES[role].some((r) => required.includes(r)));
}

/** The highest held role, for titles such as the /board dashboard heading. */
export function highestRole(held: readonly Role[]): Role {
  return ROLES.find((role) => held.includes(role)) ?? "mitglied";
}
