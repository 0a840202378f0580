/**
 * The one route registry of the internal area (SPEC section 2): path, title, German description,
 * required roles and the lazily loaded screen of every route. The router, the navigation, the
 * dashboards and the tests all read it, so an access rule is written down exactly once.
 *
 * requiredRoles: [] means "signed in"; "mitglied" is satisfied by every signed-in user (SPEC
 * section 6), higher roles by the hierarchy in src/shared/roles.ts.
 */
import type { ComponentType } from "react";
import type { Role } from "../shared/roles.ts";

export interface ScreenProps {
  route: BackendRoute;
}
type ScreenModule = { default: ComponentType<ScreenProps> };

export type NavGroup = "overview" | "member" | "board" | "admin";

export interface BackendRoute {
  id: string;
  /** Absolute path as React Router matches it. */
  path: string;
  title: string;
  description: string;
  requiredRoles: readonly Role[];
  /** Where the route appears in the navigation; absent for detail routes. */
  nav?: NavGroup;
  screen: () => Promise<ScreenModule>;
}

const moduleScreen = () => import("./routes/module/ModuleScreen.tsx");
const SIGNED_IN: readonly Role[] = [];
const MEMBER: readonly Role[] = ["mitglied"];
const BOARD: readonly Role[] = ["admin", "vorstand"];
const ADMIN: readonly Role[] = ["admin"];

function route(id: string, path: string, title: string, description: string, requiredRoles: readonly Role[], nav?: NavGroup, screen: BackendRoute["screen"] = moduleScreen): BackendRoute {
  return { id, path, title, description, requiredRoles, nav, screen };
}

export const LOGIN_PATH = "/backend/login";
/** Where the invitation mail's link lands (public: the link's token is the credential). */
export const INVITATION_PATH = "/backend/einladung";

export const routes = {
  dashboard: route("dashboard", "/backend", "Übersicht", "Ihre Rollen, Ihre letzten Aktivitäten und die Bereiche, die Sie öffnen dürfen.", SIGNED_IN, "overview", () => import("./routes/dashboard/DashboardScreen.tsx")),
  member: route("member", "/member", "Mitgliederbereich", "Einstieg für Mitglieder: Diskussionen, Aufgaben, Dokumente und Politik-Tools.", MEMBER, "overview", () => import("./routes/member/MemberScreen.tsx")),
  board: route("board", "/board", "Vorstandsbereich", "Einstieg für Vorstand, Geschäftsführung und Administration: Mitglieder, CRM, Finanzen, Analysen und System.", BOARD, "overview", () => import("./routes/board/BoardScreen.tsx")),

  discussions: route("discussions", "/backend/discussions", "Diskussionen", "Themen-Threads, in denen Mitglieder Verbandsthemen besprechen und Positionen vorbereiten.", MEMBER, "member"),
  discussion: route("discussion", "/backend/discussions/:id", "Diskussion", "Ein einzelner Diskussions-Thread mit allen Beiträgen.", MEMBER),
  todos: route("todos", "/backend/todos", "Aufgaben", "Aufgaben der Gremien und Arbeitsgruppen mit Zuständigkeit und Fälligkeit.", MEMBER, "member"),
  documents: route("documents", "/backend/documents", "Dokumente", "Ablage für Protokolle, Stellungnahmen und Arbeitsunterlagen des Verbands.", MEMBER, "member"),
  politicalWorkbench: route("politicalWorkbench", "/backend/political-workbench", "Politik-Tools", "Werkzeuge für die politische Arbeit: Gesetzgebungsverfahren verfolgen und Stellungnahmen vorbereiten.", MEMBER, "member"),
  collab: route("collab", "/backend/collab", "Gemeinsame Notizen", "Ein gemeinsames Notizdokument, an dem angemeldete Nutzer zusammen schreiben.", SIGNED_IN, "member"),
  collabDoc: route("collabDoc", "/backend/collab/:docKey", "Notizdokument", "Ein einzelnes gemeinsames Notizdokument.", SIGNED_IN),
  collabDocs: route("collabDocs", "/backend/collab-docs", "Notizdokumente", "Übersicht aller gemeinsamen Notizdokumente.", SIGNED_IN, "member"),
  notifications: route("notifications", "/backend/notifications", "Benachrichtigungen", "Hinweise auf neue Beiträge, Aufgaben und Dokumente, die Sie betreffen.", SIGNED_IN, "member"),

  // Issue 5 replaces the screens of these four routes (members, applications, userManagement, crm).
  members: route("members", "/backend/members", "Mitgliederverwaltung", "Verwaltung der Mitgliedsunternehmen, ihrer Ansprechpartner und Mitgliedschaften.", BOARD, "board", () => import("./routes/members/MembersScreen.tsx")),
  applications: route("applications", "/backend/members/applications", "Mitgliedsanträge", "Eingegangene Mitgliedsanträge prüfen und über die Aufnahme entscheiden.", BOARD, "board", () => import("./routes/applications/ApplicationsScreen.tsx")),
  crm: route("crm", "/backend/crm", "CRM", "Kontakte zu Politik, Verwaltung, Presse und Partnern mit ihrer Gesprächshistorie.", BOARD, "board", () => import("./routes/crm/CrmScreen.tsx")),
  finances: route("finances", "/backend/finances", "Finanzen", "Beiträge, Rechnungen und Haushalt des Verbands.", BOARD, "board"),

  userManagement: route("userManagement", "/backend/user-management", "Benutzerverwaltung", "Benutzerkonten des internen Bereichs und ihre Rollen verwalten.", ADMIN, "admin", () => import("./routes/user-management/UserManagementScreen.tsx")),
  system: route("system", "/backend/system", "System-Administration", "Systemzustand, Konfiguration und Wartung des internen Bereichs.", ADMIN, "admin"),
  analytics: route("analytics", "/backend/analytics", "Analysen", "Auswertungen zur Nutzung des internen Bereichs und zu Kampagnen.", ADMIN, "admin"),
  audit: route("audit", "/backend/audit", "Audit-Protokoll", "Nachvollziehbare Aufzeichnung sicherheitsrelevanter Aktionen aller Benutzer.", ADMIN, "admin"),
  security: route("security", "/backend/security", "Sicherheit", "Sitzungen, Anmeldeversuche und Sicherheitsvorfälle im Blick behalten.", ADMIN, "admin"),
  voting: route("voting", "/backend/voting", "Abstimmungen", "Abstimmungen der Gremien vorbereiten und auswerten.", ADMIN, "admin"),
} satisfies Record<string, BackendRoute>;

export type RouteId = keyof typeof routes;

/** Old addresses that still work (SPEC section 2). */
export const redirects: readonly { from: string; to: string }[] = [
  { from: "/backend/user-roles", to: routes.userManagement.path },
  { from: "/backend/members/debug", to: routes.applications.path },
];

export const NAV_GROUP_LABELS: Record<NavGroup, string> = {
  overview: "Übersicht",
  member: "Mitglieder",
  board: "Vorstand",
  admin: "Administration",
};

/** Fills in :params, e.g. routePath("discussion", { id: "42" }). */
export function routePath(id: RouteId, params: Record<string, string> = {}): string {
  return routes[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
