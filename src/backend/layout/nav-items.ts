import { hasAnyRole, type Role } from "../../shared/roles.ts";
import { NAV_GROUP_LABELS, routes, type AppRoute, type NavGroup } from "../../shared/routes.ts";

export interface NavSection {
  group: NavGroup;
  label: string;
  items: AppRoute[];
}

const ORDER: readonly NavGroup[] = ["overview", "member", "board", "admin"];

/** The navigation for a user: only what their roles may open, grouped, empty groups left out. */
export function navSections(roles: readonly Role[]): NavSection[] {
  const visible = Object.values(routes).filter((r): r is AppRoute & { nav: NavGroup } => Boolean(r.nav) && hasAnyRole(roles, r.requiredRoles));
  return ORDER.map((group) => ({ group, label: NAV_GROUP_LABELS[group], items: visible.filter((r) => r.nav === group) })).filter((s) => s.items.length > 0);
}
