/**
 * Task analytics for the board and admins, over the tasks of the projects the viewer may read.
 * Weeks are Berlin calendar weeks (Monday to Sunday) touching the chosen range. "Open at the end of
 * a week" is the running sum of tasks created minus tasks closed up to that week, from the weekly
 * counts the task trigger keeps (0370), never a pass over the tasks. Cycle time runs from the first
 * "in Arbeit" (or from creation, for tasks never started) to "erledigt"; throughput counts tasks
 * set to erledigt.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { berlinDate, addDays } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { weekStart } from "../domain/dates.ts";
import type { AnalyticsQuery, OverdueRow, TaskAnalytics, WeekFigures } from "../schema/analytics.ts";
import { personNameSql as personName } from "#platform/auth/people.ts";
import { projectReadableBy, type TaskReader } from "./project-access.ts";

const berlinMidnight = (isoDate: string) => sql`((${isoDate}::date)::timestamp AT TIME ZONE 'Europe/Berlin')`;

export async function taskAnalytics(db: Db, viewer: TaskReader, query: AnalyticsQuery): Promise<TaskAnalytics> {
  const firstWeek = weekStart(query.from);
  const weekStarts: string[] = [];
  for (let w = firstWeek; w <= query.to; w = addDays(w, 7)) weekStarts.push(w);
  const afterLastWeek = addDays(weekStarts.at(-1)!, 7);
  const today = berlinDate(now());
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, compared as text (Math.min would make NaN)
  const asOf = query.to < today ? query.to : today;
  const scopeOf = (projectId: SQL) =>
    sql`${projectId} IN (SELECT p.id FROM task_projects p WHERE ${projectReadableBy(viewer, sql`p.read_role`)}${query.projectId ? sql` AND p.id = ${query.projectId}` : sql``})`;
  const scope = scopeOf(sql`t.project_id`);
  // Week boundaries as instants (Berlin midnights, so summer time is right); width_bucket finds a
  // row's week by binary search: 0 before the range, 1..n in it, n + 1 after it.
  const bounds = sql`(SELECT ARRAY(SELECT (d::timestamp AT TIME ZONE 'Europe/Berlin') FROM generate_series(${firstWeek}::date, ${afterLastWeek}::date, interval '7 days') AS d))`;
  const n = weekStarts.length;
  const cycleDays = sql`extract(epoch FROM t.closed_at - coalesce(t.started_at, t.created_at)) / 86400`;

  // The flow (created and closed per week, and everything before the range as bucket 0) from the
  // weekly counts kept by the task trigger (task_week_counts, 0370): a few rows per project and
  // week, never a pass over the tasks. The done tasks of the range and their median cycle time
  // come from the tasks, read from the covering index of done tasks by close time (ROLLUP adds
  // the whole range's median).
  const flow = rowsOf<{ bucket: number; created: string | number; closed: string | number }>(
    await db.execute(sql`
      SELECT CASE WHEN w.week_start < ${firstWeek}::date THEN 0 ELSE (w.week_start - ${firstWeek}::date) / 7 + 1 END AS bucket,
        sum(w.created) AS created, sum(w.closed) AS closed
      FROM task_week_counts w WHERE ${scopeOf(sql`w.project_id`)} AND w.week_start < ${afterLastWeek}::date GROUP BY 1`),
  );
  const doneRows = rowsOf<{ x: number | null; n: string | number; median_days: string | number | null }>(
    await db.execute(sql`
      WITH b AS (SELECT ${bounds} AS bounds)
      SELECT width_bucket(t.closed_at, b.bounds) AS x, count(*) AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${cycleDays}) AS median_days
      FROM tasks t, b
      WHERE ${scope} AND t.status = 'erledigt' AND t.closed_at >= b.bounds[1] AND t.closed_at < b.bounds[${sql.raw(String(n + 1))}]
      GROUP BY ROLLUP (width_bucket(t.closed_at, b.bounds))`),
  );
  const created = new Map<number, number>();
  const closed = new Map<number, number>();
  const done = new Map<number, { n: number; median: number | null }>();
  let rangeMedian: number | null = null;
  for (const row of flow) {
    created.set(Number(row.bucket), Number(row.created));
    closed.set(Number(row.bucket), Number(row.closed));
  }
  for (const row of doneRows) {
    const median = row.median_days === null ? null : Number(row.median_days);
    if (row.x === null) rangeMedian = median;
    else done.set(Number(row.x), { n: Number(row.n), median });
  }
  let open = (created.get(0) ?? 0) - (closed.get(0) ?? 0);
  const weeks: WeekFigures[] = weekStarts.map((weekStart, i) => {
    const c = created.get(i + 1) ?? 0;
    open += c - (closed.get(i + 1) ?? 0);
    const d = done.get(i + 1);
    return {
      weekStart,
      created: c,
      done: d?.n ?? 0,
      openAtEnd: open,
      medianCycleDays: d?.median === null || d?.median === undefined ? null : round1(d.median),
    };
  });

  const overdue = asOf === today ? await overdueToday(db, today, scopeOf) : await overdueOn(db, asOf, scope);
  const toRow = (r: { id: string | null; name: string | null; overdue: string | number }): OverdueRow => ({
    id: r.id,
    name: r.name ?? "Nicht zugewiesen",
    overdue: Number(r.overdue),
  });
  const byCount = (a: OverdueRow, b: OverdueRow) => b.overdue - a.overdue || a.name.localeCompare(b.name, "de");
  const overdueByProject = overdue
    .filter((r) => r.kind === "project")
    .map(toRow)
    .sort(byCount);
  const overdueByAssignee = overdue
    .filter((r) => r.kind === "person")
    .map(toRow)
    .sort(byCount)
    .slice(0, 50);
  const doneInRange = weeks.reduce((sum, w) => sum + w.done, 0);
  return {
    from: query.from,
    to: query.to,
    weeks,
    overdueByProject,
    overdueByAssignee,
    totals: {
      created: weeks.reduce((sum, w) => sum + w.created, 0),
      done: doneInRange,
      openAtEnd: weeks.at(-1)?.openAtEnd ?? 0,
      overdueAtEnd: overdueByProject.reduce((sum, r) => sum + r.overdue, 0),
      medianCycleDays: rangeMedian === null ? null : round1(rangeMedian),
      throughputPerWeek: weeks.length ? round1(doneInRange / weeks.length) : 0,
    },
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

type OverdueCount = { kind: "project" | "person"; id: string | null; name: string | null; overdue: string | number };

/**
 * Open and due before today, per project and per person: per project from the partial index of
 * open tasks by project and due date, per person from the open assignments (which carry their
 * task's due date and project, 0370), both read from the index alone. Tasks nobody is assigned
 * to are the late tasks less the distinct late tasks that have an assignment.
 */
async function overdueToday(db: Db, today: string, scopeOf: (projectId: SQL) => SQL): Promise<OverdueCount[]> {
  return rowsOf<OverdueCount>(
    await db.execute(sql`
      WITH late AS (SELECT t.project_id, count(*) AS n FROM tasks t WHERE ${scopeOf(sql`t.project_id`)} AND t.closed_at IS NULL AND t.due_date < ${today}::date GROUP BY 1),
      late_assigned AS MATERIALIZED (SELECT a.user_id, a.task_id FROM task_assignees a WHERE a.task_open AND a.task_due_date < ${today}::date AND ${scopeOf(sql`a.task_project_id`)}),
      people AS (SELECT user_id, count(*) AS n FROM late_assigned GROUP BY 1),
      unassigned AS (SELECT coalesce((SELECT sum(n) FROM late), 0) - (SELECT count(DISTINCT task_id) FROM late_assigned) AS n)
      SELECT 'project' AS kind, p.id::text AS id, p.name, late.n AS overdue FROM late JOIN task_projects p ON p.id = late.project_id
      UNION ALL
      SELECT 'person', pr.id, ${personName("pr")}, people.n FROM people JOIN profiles pr ON pr.id = people.user_id
      UNION ALL
      SELECT 'person', NULL, NULL, n FROM unassigned WHERE n > 0`),
  );
}

/** Open at the end of an earlier day and due before it: needs the close time of every candidate. */
async function overdueOn(db: Db, asOf: string, scope: SQL): Promise<OverdueCount[]> {
  const end = berlinMidnight(addDays(asOf, 1));
  return rowsOf<OverdueCount>(
    await db.execute(sql`
      WITH late AS (SELECT t.id, t.project_id FROM tasks t WHERE ${scope} AND t.due_date < ${asOf}::date AND t.created_at < ${end} AND (t.closed_at IS NULL OR t.closed_at >= ${end}))
      SELECT 'project' AS kind, p.id::text AS id, p.name, count(*) AS overdue FROM late JOIN task_projects p ON p.id = late.project_id GROUP BY p.id, p.name
      UNION ALL
      SELECT 'person', pr.id, ${personName("pr")}, count(*) FROM late LEFT JOIN task_assignees a ON a.task_id = late.id LEFT JOIN profiles pr ON pr.id = a.user_id GROUP BY pr.id, 3`),
  );
}
