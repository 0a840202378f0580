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
import { berlinDate } from "#shared/dates.ts";
import { opensFor, routes, type AppRoute } from "#shared/routes.ts";
import type { Dashboard, DashboardFigure, DashboardSection, DashboardView } from "../schema.ts";
import { recentActivity } from "./activity-queries.ts";
import { memberFigures } from "#modules/members/index.ts";
import { figuresOf } from "./figures.ts";
import { unchangedCache } from "#platform/db/unchanged-cache.ts";
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

/**
 * A dashboard gathers a dozen modules' reads (11-18 statements) and is opened at every sign-in and
 * on every return to the start page: it is kept while nothing was written (ADR 296) and for at
 * most a minute of the clock it shows (issue 27: 159 ms p95 for a member's at bench scale).
 */
const kept = unchangedCache<Dashboard>({ entries: 500, maxAgeMs: 60_000 });

export async function dashboardOf(db: Db, user: AuthUser, view: DashboardView): Promise<Dashboard> {
  const minute = Math.floor(now().getTime() / 60_000);
  return kept(db, [user.id, view, user.roles.join(","), minute].join("|"), () => computeDashboard(db, user, view));
}

/** Members today and the voting ones (ordinary members) from the member register's figures. */
async function membersToday(db: Db, today: string): Promise<{ members: number; votingMembers: number }> {
  const figures = await memberFigures(db, today);
  return { members: figures.currentMembers, votingMembers: figures.byClass.find((c) => c.membershipClass === "ordinary")?.members ?? 0 };
}

/** The dashboard computed afresh (dashboardOf serves a kept one while nothing was written). */
export async function computeDashboard(db: Db, user: AuthUser, view: DashboardView): Promise<Dashboard> {
  const at = now();
  const today = berlinDate(at);
  // The member company comes with the auth check's statement (AuthUser), not a second read of the profile.
  const viewer = { roles: user.roles, memberCompany: Boolean(user.organizationId) };
  const opens = (route: AppRoute) => opensFor(route, viewer);
  const member = view !== "board";
  const board = view !== "member";

  // The office's work first on the board views, the person's own first on the member view. The
  // reads are independent: they start together and the pool runs them side by side (issue 27:
  // one after the other, a member's dashboard waited for 15 round trips in a row).
  const office = opens(routes.voting) && view !== "member";
  const [applications, tasks, mentions, threads, invoices, finance, incidents, assemblies, members, activity] = await Promise.all([
    board && opens(routes.applications) ? applicationsSection(db, today) : null,
    member && opens(routes.todos) ? tasksSection(db, user, today) : null,
    member && opens(routes.notifications) ? mentionsSection(db, user) : null,
    member && opens(routes.discussions) ? threadsSection(db, user) : null,
    member && opens(routes.memberInvoices) ? ownInvoicesSection(db, user, today) : null,
    board && opens(routes.finances) ? financeSections(db, today) : null,
    board && opens(routes.securityIncidents) ? incidentsSection(db, at) : null,
    // The assembly office (the voting screen) sees its deadlines; everyone else the members' view.
    office || (member && opens(routes.assembly)) ? assembliesSection(db, office, today) : null,
    // The register's figures, kept per register revision and day (migration 0062): a tiny read of
    // the revision instead of counting all memberships on every board dashboard (issue 27).
    board && opens(routes.members) ? membersToday(db, today) : null,
    recentActivity(db, user, { board }),
  ]);
  const sections: DashboardSection[] = [applications, tasks?.section, mentions, threads, invoices, finance?.overdue, finance?.collections, incidents].filter(
    (s): s is DashboardSection => Boolean(s),
  );
  if (assemblies) {
    // A running assembly is the day's first thing to do (issue 25): votes wait, and admissions until it ends.
    if (assemblies.running) sections.unshift(assemblies.section);
    else sections.push(assemblies.section);
  }

  const figures: DashboardFigure[] = figuresOf(sections, { board, tasks: tasks?.counts ?? null, members });
  return { view, today, figures, sections, activity };
}
