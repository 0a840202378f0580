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
 * True when any held role satisfies any required role. An empty requirement means "signed in":
 * every approved account passes, because every approved account counts as a member (SPEC section
 * 6). An account without any role waits for approval (self sign-up, issue 10) and passes nothing;
 * the server grants "mitglied" to accounts linked to a member company.
 */
export function hasAnyRole(held: readonly Role[], required: readonly Role[]): boolean {
  if (held.length === 0) return false;
  if (required.length === 0 || required.includes("mitglied")) return true;
  return held.some((role) => SATISFIES[role].some((r) => required.includes(r)));
}

/** The highest held role, for titles such as the /board dashboard heading. */
export function highestRole(held: readonly Role[]): Role {
  return ROLES.find((role) => held.includes(role)) ?? "mitglied";
}

/**
 * The role set an approved account is given: "mitglied" is the base every approved account holds
 * (SPEC: a member is any signed-in user), the chosen roles come on top. An empty choice stays
 * empty: such an account waits for approval.
 */
export function withBaseRole(roles: readonly Role[]): Role[] {
  if (roles.length === 0) return [];
  return ROLES.filter((role) => role === "mitglied" || roles.includes(role));
}
