/**
 * The lazily loaded screen of every route of the catalog (src/shared/routes.ts). A module's screen
 * is fetched only when its route is opened and the guard lets the user in; the app's initial
 * bundle holds none of them. screens.test.ts fails for a route without a screen.
 */
import type { ComponentType } from "react";
import type { RouteId, ScreenProps } from "#shared/routes.ts";

export type ScreenModule = { default: ComponentType<ScreenProps> };
export type ScreenLoader = () => Promise<ScreenModule>;

export const screens: Record<RouteId, ScreenLoader> = {
  dashboard: () => import("./routes/dashboard/DashboardScreen.tsx"),
  member: () => import("./routes/member/MemberScreen.tsx"),
  board: () => import("./routes/board/BoardScreen.tsx"),

  discussions: () => import("#modules/discussions/ui/DiscussionsScreen.tsx"),
  discussion: () => import("#modules/discussions/ui/ThreadScreen.tsx"),
  todos: () => import("#modules/tasks/ui/TasksScreen.tsx"),
  todoAnalytics: () => import("#modules/tasks/ui/analytics/TaskAnalyticsScreen.tsx"),
  documents: () => import("#modules/documents/ui/DocumentsScreen.tsx"),
  politicalWorkbench: () => import("#modules/political-workbench/ui/PoliticalWorkbenchScreen.tsx"),
  assembly: () => import("#modules/assembly/ui/member/AssembliesScreen.tsx"),
  assemblyDetail: () => import("#modules/assembly/ui/member/MemberAssemblyScreen.tsx"),
  collab: () => import("#modules/collab/ui/SharedDocumentScreen.tsx"),
  collabDoc: () => import("#modules/collab/ui/DocumentScreen.tsx"),
  collabDocs: () => import("#modules/collab/ui/DocumentsScreen.tsx"),
  notifications: () => import("#modules/notifications/ui/NotificationsScreen.tsx"),
  profile: () => import("./routes/profile/ProfileScreen.tsx"),

  members: () => import("#modules/members/ui/MembersScreen.tsx"),
  applications: () => import("#modules/membership-applications/ui/review/ApplicationsScreen.tsx"),
  crm: () => import("#modules/crm/ui/CrmScreen.tsx"),
  content: () => import("#modules/content/ui/ContentScreen.tsx"),
  contentEntry: () => import("#modules/content/ui/ContentEditorScreen.tsx"),
  finances: () => import("#modules/finances/ui/FinancesScreen.tsx"),
  memberInvoices: () => import("#modules/finances/ui/member/MemberInvoicesScreen.tsx"),

  userManagement: () => import("#modules/user-management/ui/UserManagementScreen.tsx"),
  system: () => import("#modules/system/ui/SystemScreen.tsx"),
  analytics: () => import("#modules/analytics/ui/AnalyticsScreen.tsx"),
  audit: () => import("#modules/audit/ui/AuditScreen.tsx"),
  security: () => import("#modules/security/ui/SecurityCenterScreen.tsx"),
  securitySessions: () => import("#modules/security/ui/SessionManagerScreen.tsx"),
  securitySessionSecurity: () => import("#modules/security/ui/SessionSecurityScreen.tsx"),
  securityRateLimits: () => import("#modules/security/ui/RateLimitMonitorScreen.tsx"),
  securityIncidents: () => import("#modules/security/ui/IncidentsScreen.tsx"),
  voting: () => import("#modules/assembly/ui/OfficeAssembliesScreen.tsx"),
  votingAssembly: () => import("#modules/assembly/ui/AssemblyScreen.tsx"),
};
