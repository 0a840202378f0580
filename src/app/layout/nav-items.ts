import { NAV_GROUP_LABELS, opensFor, routes, type AppRoute, type NavGroup, type RouteViewer } from "#shared/routes.ts";

export interface NavItem {
  id: string;
  path: string;
  title: string;
}

export interface NavSection {
  group: NavGroup;
  label: string;
  items: NavItem[];
}

const ORDER: readonly NavGroup[] = ["start", "work", "association", "office", "admin"];

/** The navigation for a person: only what opens for them (opensFor), grouped, empty groups left out. */
export function navSections(viewer: RouteViewer): NavSection[] {
  const visible = Object.values(routes as Record<string, AppRoute>).filter((r) => r.nav && opensFor(r, viewer));
  return ORDER.map((group) => ({
    group,
    label: NAV_GROUP_LABELS[group],
    items: visible.filter((r) => r.nav === group).map((r) => ({ id: r.id, path: r.path, title: r.navTitle ?? r.title })),
  })).filter((s) => s.items.length > 0);
}
