/**
 * GET /api/dashboard: the sections the caller may see for the view, the key figures and others'
 * activity. Which sections appear follows the access registry (a section is shown exactly when
 * its module's route opens for the caller); each module scopes its own read in SQL.
 *   member view: tasks, mentions, unread threads, the company's invoices, the assemblies
 *   board view:  applications, overdue invoices, collections, incidents, the assemblies (office)
 *   all:         both (each section once)
 */
import type { Db } from "#platform/db/client.ts";
import type { AuthUser } from "#platform/auth/require-user.ts";
import { now } from "#platform/clock.ts";
import { profiles } from "#platform/auth/tables.ts";
import { eq } from "drizzle-orm";
import { berlinDate } from "#shared/dates.ts";
import { opensFor, routes, type AppRoute } from "#shared/routes.ts";
import type { Dashboard, DashboardFigure, DashboardSection, DashboardView } from "../schema.ts";
import { recentActivity } from "./activity-queries.ts";
import { figuresOf } from "./figures.ts";
import {
  applicationsSection,
  assembliesSection,
  financeSections,
  incidentsSection,
  mentionsSection,
  ownInvoicesSection,
  tasksSection,
  threadsSection,
} from "./sections.ts";

export async function dashboardOf(db: Db, user: AuthUser, view: DashboardView): Promise<Dashboard> {
  const at = now();
  const today = berlinDate(at);
  const [profile] = await db.select({ organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, user.id));
  const viewer = { roles: user.roles, memberCompany: Boolean(profile?.organizationId) };
  const opens = (route: AppRoute) => opensFor(route, viewer);
  const member = view !== "board";
  const board = view !== "member";

  const sections: DashboardSection[] = [];
  // The office's work first on the board views, the person's own first on the member view.
  if (board && opens(routes.applications)) sections.push(await applicationsSection(db, today));
  let taskCounts: { dueThisWeek: number; overdue: number } | null = null;
  if (member && opens(routes.todos)) {
    const tasks = await tasksSection(db, user, today);
    sections.push(tasks.section);
    taskCounts = tasks.counts;
  }
  if (member && opens(routes.notifications)) sections.push(await mentionsSection(db, user));
  if (member && opens(routes.discussions)) sections.push(await threadsSection(db, user));
  if (member && opens(routes.memberInvoices)) sections.push(await ownInvoicesSection(db, user, today));
  if (board && opens(routes.finances)) {
    const finance = await financeSections(db, today);
    sections.push(finance.overdue, finance.collections);
  }
  if (board && opens(routes.securityIncidents)) sections.push(await incidentsSection(db, at));
  // The assembly office (the voting screen) sees its deadlines; everyone else the members' view.
  const office = opens(routes.voting) && view !== "member";
  if (office || (member && opens(routes.assembly))) {
    const assemblies = await assembliesSection(db, office, today);
    // A running assembly is the day's first thing to do (issue 25): votes wait, and admissions until it ends.
    if (assemblies.running) sections.unshift(assemblies.section);
    else sections.push(assemblies.section);
  }

  const figures: DashboardFigure[] = await figuresOf(db, viewer, today, sections, { board, tasks: taskCounts });
  const activity = await recentActivity(db, user, { board });
  return { view, today, figures, sections, activity };
}
