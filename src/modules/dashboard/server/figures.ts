/**
 * A few key figures: on the member side the person's open, overdue and due-this-week tasks and
 * unread threads; on the board side members today (the member register's own figures, kept per
 * register revision and day: read with the sections when the members open for the caller), open
 * applications, overdue invoices and open incidents. Counts come from the sections already read
 * (no second query for them).
 */
import { routePath } from "#shared/routes.ts";
import { FIGURE_LABELS } from "../labels.ts";
import type { DashboardFigure, DashboardSection, SectionKey } from "../schema.ts";

const GROUPING = new Intl.NumberFormat("de-DE");

interface FigureOptions {
  board: boolean;
  tasks: { dueThisWeek: number; overdue: number } | null;
  /** Members today and the voting ones; null when the members do not open for the caller. */
  members: { members: number; votingMembers: number } | null;
}

export function figuresOf(sections: readonly DashboardSection[], options: FigureOptions): DashboardFigure[] {
  const figures: DashboardFigure[] = [];
  const total = (key: SectionKey) => sections.find((s) => s.key === key);
  const tasks = total("tasks");
  if (tasks && options.tasks) {
    figures.push({ key: "tasksOpen", label: FIGURE_LABELS.tasksOpen, value: GROUPING.format(tasks.total), link: tasks.link });
    figures.push({ key: "tasksOverdue", label: FIGURE_LABELS.tasksOverdue, value: GROUPING.format(options.tasks.overdue), link: tasks.link });
    figures.push({ key: "tasksThisWeek", label: FIGURE_LABELS.tasksThisWeek, value: GROUPING.format(options.tasks.dueThisWeek), link: tasks.link });
  }
  if (!options.board) {
    const threads = total("threads");
    if (threads) figures.push({ key: "threads", label: FIGURE_LABELS.threads, value: GROUPING.format(threads.total), link: threads.link });
    return figures;
  }
  const counts = options.members;
  if (counts) {
    figures.push({ key: "members", label: FIGURE_LABELS.members, value: GROUPING.format(counts.members), link: routePath("members") });
    figures.push({ key: "votingMembers", label: FIGURE_LABELS.votingMembers, value: GROUPING.format(counts.votingMembers), link: routePath("members") });
  }
  const applications = total("applications");
  if (applications)
    figures.push({ key: "applications", label: FIGURE_LABELS.applications, value: GROUPING.format(applications.total), link: applications.link });
  const overdue = total("finances");
  if (overdue) figures.push({ key: "overdue", label: FIGURE_LABELS.overdue, value: GROUPING.format(overdue.total), link: overdue.link });
  const incidents = total("incidents");
  if (incidents) figures.push({ key: "incidents", label: FIGURE_LABELS.incidents, value: GROUPING.format(incidents.total), link: incidents.link });
  return figures;
}
