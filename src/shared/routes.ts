/**
 * The route catalog of the internal area (SPEC section 2): path, title, German description, who may
 * open it (a key of the access registry) and where it appears in the navigation. Screens of every
 * module link with routePath(); the app shell (src/app/screens.ts) adds the lazily loaded
 * screen of each route, and its test fails for a route without one.
 */
import { requiredRolesOf, type AccessKey } from "./access.ts";
import { hasAnyRole, type Role } from "./roles.ts";

/**
 * The sidebar's sections (issue 25: 23 entries in four groups were taller than an 800 px window):
 * the start page alone, then the everyday tools, the association's own business, the office's
 * administration of members and money, and the system.
 */
export type NavGroup = "start" | "work" | "association" | "office" | "admin";

export interface AppRoute {
  id: string;
  /** Absolute path as React Router matches it. */
  path: string;
  title: string;
  description: string;
  access: AccessKey;
  /** The roles of `access`, for the guard and the no-permission panel. */
  requiredRoles: readonly Role[];
  /** Where the route appears in the navigation; absent for detail routes and entry pages reached from the start page. */
  nav?: NavGroup;
  /** A shorter name for the navigation, where the page's title would read like a neighbour's. */
  navTitle?: string;
  /** The page shows a member company's own records: it opens only for an account linked to one. */
  needsMemberCompany?: boolean;
}

/** Who asks whether a route opens: the roles and whether the account belongs to a member company. */
export interface RouteViewer {
  roles: readonly Role[];
  memberCompany: boolean;
}

/** What the app shell hands every screen. */
export interface ScreenProps {
  route: AppRoute;
}

function route(
  id: string,
  path: string,
  title: string,
  description: string,
  access: AccessKey,
  nav?: NavGroup,
  extra: Pick<AppRoute, "navTitle" | "needsMemberCompany"> = {},
): AppRoute {
  return { id, path, title, description, access, requiredRoles: requiredRolesOf(access), nav, ...extra };
}

export const LOGIN_PATH = "/backend/login";
/** Where the invitation mail's link lands (public: the link's token is the credential). */
export const INVITATION_PATH = "/backend/einladung";
/** "Passwort vergessen?" (public), and where the reset mail's link lands (its token is the credential). */
export const PASSWORD_FORGOTTEN_PATH = "/backend/passwort-vergessen";
export const PASSWORD_RESET_PATH = "/backend/passwort-zuruecksetzen";

export const routes = {
  dashboard: route(
    "dashboard",
    "/backend",
    "Übersicht",
    "Ihre Rollen, Ihre letzten Aktivitäten und die Bereiche, die Sie öffnen dürfen.",
    "dashboard",
    "start",
  ),
  member: route("member", "/member", "Mitgliederbereich", "Einstieg für Mitglieder: Diskussionen, Aufgaben, Dokumente und Politik-Tools.", "memberArea"),
  board: route(
    "board",
    "/board",
    "Vorstandsbereich",
    "Einstieg für Vorstand, Geschäftsführung und Administration: Mitglieder, CRM, Finanzen, Analysen und System.",
    "boardArea",
  ),

  discussions: route(
    "discussions",
    "/backend/discussions",
    "Diskussionen",
    "Themen-Threads, in denen Mitglieder Verbandsthemen besprechen und Positionen vorbereiten.",
    "discussions",
    "work",
  ),
  discussion: route("discussion", "/backend/discussions/:id", "Diskussion", "Ein einzelner Diskussions-Thread mit allen Beiträgen.", "discussions"),
  todos: route("todos", "/backend/todos", "Aufgaben", "Aufgaben der Gremien und Arbeitsgruppen mit Zuständigkeit und Fälligkeit.", "todos", "work"),
  todoAnalytics: route(
    "todoAnalytics",
    "/backend/todos/analytics",
    "Aufgaben-Auswertung",
    "Offene und erledigte Aufgaben im Zeitverlauf, Überfälliges nach Projekt und Person, Durchlaufzeit und Durchsatz.",
    "todoAnalytics",
  ),
  documents: route(
    "documents",
    "/backend/documents",
    "Dokumente",
    "Ablage für Protokolle, Stellungnahmen und Arbeitsunterlagen des Verbands.",
    "documents",
    "work",
  ),
  politicalWorkbench: route(
    "politicalWorkbench",
    "/backend/political-workbench",
    "Politik-Tools",
    "Werkzeuge für die politische Arbeit: Gesetzgebungsverfahren verfolgen und Stellungnahmen vorbereiten.",
    "politicalWorkbench",
    "association",
  ),
  assembly: route(
    "assembly",
    "/backend/assembly",
    "Mitgliederversammlung",
    "Einladungen, Tagesordnung, Anträge, Anwesenheit, Abstimmungen und Protokolle der Mitgliederversammlungen.",
    "assembly",
    "association",
  ),
  assemblyDetail: route(
    "assemblyDetail",
    "/backend/assembly/:id",
    "Versammlung",
    "Eine Mitgliederversammlung: Tagesordnung, Anträge, Teilnahme und Abstimmungen.",
    "assembly",
  ),
  collab: route("collab", "/backend/collab", "Gemeinsame Notizen", "Ein gemeinsames Notizdokument, an dem angemeldete Nutzer zusammen schreiben.", "collab"),
  collabDoc: route("collabDoc", "/backend/collab/:docKey", "Notizdokument", "Ein einzelnes gemeinsames Notizdokument.", "collab"),
  collabDocs: route("collabDocs", "/backend/collab-docs", "Notizdokumente", "Übersicht aller gemeinsamen Notizdokumente.", "collab", "work", {
    navTitle: "Notizen",
  }),
  notifications: route(
    "notifications",
    "/backend/notifications",
    "Benachrichtigungen",
    "Hinweise auf neue Beiträge, Aufgaben und Dokumente, die Sie betreffen.",
    "notifications",
  ),
  // Issue 25: the person's own account, reached from the user menu in the top bar.
  profile: route(
    "profile",
    "/backend/profil",
    "Mein Profil",
    "Ihr Name, Ihr Passwort, Ihre angemeldeten Geräte, Ihre E-Mail-Benachrichtigungen und Ihre letzten Aktivitäten.",
    "ownAccount",
  ),

  members: route(
    "members",
    "/backend/members",
    "Mitgliederverwaltung",
    "Verwaltung der Mitgliedsunternehmen, ihrer Ansprechpartner und Mitgliedschaften.",
    "members",
    "office",
  ),
  applications: route(
    "applications",
    "/backend/members/applications",
    "Mitgliedsanträge",
    "Eingegangene Mitgliedsanträge prüfen und über die Aufnahme entscheiden.",
    "applications",
    "office",
  ),
  crm: route("crm", "/backend/crm", "CRM", "Kontakte zu Politik, Verwaltung, Presse und Partnern mit ihrer Gesprächshistorie.", "crm", "office"),
  memberInvoices: route(
    "memberInvoices",
    "/backend/invoices",
    "Beitragsrechnungen",
    "Die Beitragsrechnungen Ihres Unternehmens mit Status und PDF zum Herunterladen.",
    "memberInvoices",
    "association",
    { needsMemberCompany: true },
  ),
  content: route(
    "content",
    "/backend/content",
    "Website-Inhalte",
    "Pressemitteilungen, Seiten, Vorstand und Kernforderungen der öffentlichen Website bearbeiten und veröffentlichen.",
    "content",
    "office",
  ),
  contentEntry: route(
    "contentEntry",
    "/backend/content/:collection/:entryId",
    "Inhalt bearbeiten",
    "Ein Eintrag der Website mit Entwurf, Vorschau und Veröffentlichung.",
    "content",
  ),
  finances: route("finances", "/backend/finances", "Finanzen", "Beiträge, Rechnungen und Haushalt des Verbands.", "finances", "office"),

  userManagement: route(
    "userManagement",
    "/backend/user-management",
    "Benutzerverwaltung",
    "Benutzerkonten des internen Bereichs und ihre Rollen verwalten.",
    "userManagement",
    "admin",
  ),
  system: route("system", "/backend/system", "System-Administration", "Systemzustand, Konfiguration und Wartung des internen Bereichs.", "system", "admin"),
  analytics: route("analytics", "/backend/analytics", "Analysen", "Auswertungen zur Nutzung des internen Bereichs und zu Kampagnen.", "analytics", "admin"),
  audit: route("audit", "/backend/audit", "Audit-Protokoll", "Nachvollziehbare Aufzeichnung sicherheitsrelevanter Aktionen aller Benutzer.", "audit", "admin"),
  security: route("security", "/backend/security", "Sicherheit", "Sitzungen, Anmeldeversuche und Sicherheitsvorfälle im Blick behalten.", "security", "admin"),
  // The lazily loaded screens of the security center (SPEC section 2, issue 18).
  securitySessions: route(
    "securitySessions",
    "/backend/security/sessions",
    "Sitzungsverwaltung",
    "Aktive Sitzungen je Person mit Gerät, Adresse und letzter Aktivität; einzelne oder alle beenden.",
    "security",
  ),
  securitySessionSecurity: route(
    "securitySessionSecurity",
    "/backend/security/session-security",
    "Sitzungssicherheit",
    "Abmeldung nach Inaktivität, Obergrenze gleichzeitiger Sitzungen und Hinweis-E-Mails bei neuen Geräten.",
    "security",
  ),
  securityRateLimits: route(
    "securityRateLimits",
    "/backend/security/rate-limits",
    "Anmeldeschutz",
    "Zähler der Begrenzungen für Anmeldung, Kontaktformular und Mitgliedsantrag; Sperren mit Begründung aufheben.",
    "security",
  ),
  securityIncidents: route(
    "securityIncidents",
    "/backend/security/incidents",
    "Sicherheitsvorfälle",
    "Vorfälle erfassen und bis zum Abschluss verfolgen, mit der 72-Stunden-Meldefrist nach Art. 33 DSGVO.",
    "security",
  ),
  voting: route(
    "voting",
    "/backend/voting",
    "Abstimmungen",
    "Mitgliederversammlungen und Abstimmungen vorbereiten, durchführen und auswerten.",
    "voting",
    "admin",
  ),
  votingAssembly: route(
    "votingAssembly",
    "/backend/voting/:id",
    "Versammlung leiten",
    "Eine Mitgliederversammlung vorbereiten, durchführen und protokollieren.",
    "voting",
  ),
} satisfies Record<string, AppRoute>;

export type RouteId = keyof typeof routes;

/** Old addresses that still work (SPEC section 2). */
export const redirects: readonly { from: string; to: string }[] = [
  { from: "/backend/user-roles", to: routes.userManagement.path },
  { from: "/backend/members/debug", to: routes.applications.path },
];

export const NAV_GROUP_LABELS: Record<NavGroup, string> = {
  start: "Start",
  work: "Zusammenarbeit",
  association: "Verband",
  office: "Verwaltung",
  admin: "Administration",
};

/**
 * Whether a route opens for the viewer: the one question the guard, the sidebar, the /member and
 * /board cards and the dashboards ask, so that nothing offered leads to a refusal (issue 25).
 */
export function opensFor(route: AppRoute, viewer: RouteViewer): boolean {
  return hasAnyRole(viewer.roles, route.requiredRoles) && (!route.needsMemberCompany || viewer.memberCompany);
}

/** Fills in :params, e.g. routePath("discussion", { id: "42" }). */
export function routePath(id: RouteId, params: Record<string, string> = {}): string {
  return routes[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}
