/**
 * Task analytics for the board and admins, over the tasks of the projects the viewer may read.
 * Weeks are Berlin calendar weeks (Monday to Sunday) touching the chosen range. "Open at the end of
 * a week" is the running sum of tasks created minus tasks closed up to that week, from one grouped
 * pass over the tasks, never a per-week scan. Cycle time runs from the first "in Arbeit" (or from
 * creation, for tasks never started) to "erledigt"; throughput counts tasks set to erledigt.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { rowsOf } from "../../../platform/db/rows.ts";
import { todayInBerlin } from "../../../shared/schemas/dates.ts";
import { addDays, weekStart } from "../rules/dates.ts";
import type { AnalyticsQuery, OverdueRow, TaskAnalytics, WeekFigures } from "../schema/analytics.ts";
import { personName } from "./people.ts";
import { projectReadableBy, type Viewer } from "./project-access.ts";

const berlinMidnight = (isoDate: string) => sql`((${isoDate}::date)::timestamp AT TIME ZONE 'Europe/Berlin')`;

export async function taskAnalytics(db: Db, viewer: Viewer, query: AnalyticsQuery): Promise<TaskAnalytics> {
  const firstWeek = weekStart(query.from);
  const weekStarts: string[] = [];
  for (let w = firstWeek; w <= query.to; w = addDays(w, 7)) weekStarts.push(w);
  const afterLastWeek = addDays(weekStarts.at(-1)!, 7);
  const today = todayInBerlin();
  const asOf = query.to < today ? query.to : today;
  const scope = sql`t.project_id IN (SELECT p.id FROM task_projects p WHERE ${projectReadableBy(viewer, sql`p.read_role`)}${query.projectId ? sql` AND p.id = ${query.projectId}` : sql``})`;
  // Week boundaries as instants (Berlin midnights, so summer time is right); width_bucket finds a
  // row's week by binary search: 0 before the range, 1..n in it, n + 1 after it.
  const bounds = sql`(SELECT ARRAY(SELECT (d::timestamp AT TIME ZONE 'Europe/Berlin') FROM generate_series(${firstWeek}::date, ${afterLastWeek}::date, interval '7 days') AS d))`;
  const n = weekStarts.length;
  const cycleDays = sql`extract(epoch FROM t.closed_at - coalesce(t.started_at, t.created_at)) / 86400`;

  // One pass over the tasks: how many were created in week c and closed in week x (x NULL while
  // open); then the done ones in the range per week, with ROLLUP adding the whole range's median.
  const buckets = rowsOf<{ kind: "flow" | "done"; c: number | null; x: number | null; n: string | number; median_days: string | number | null }>(
    await db.execute(sql`
      WITH b AS (SELECT ${bounds} AS bounds)
      SELECT 'flow' AS kind, width_bucket(t.created_at, b.bounds) AS c, CASE WHEN t.closed_at IS NULL THEN NULL ELSE width_bucket(t.closed_at, b.bounds) END AS x,
        count(*) AS n, NULL::float8 AS median_days
      FROM tasks t, b WHERE ${scope} GROUP BY 2, 3
      UNION ALL
      SELECT 'done', NULL, width_bucket(t.closed_at, b.bounds), count(*), percentile_cont(0.5) WITHIN GROUP (ORDER BY ${cycleDays})
      FROM tasks t, b
      WHERE ${scope} AND t.status = 'erledigt' AND t.closed_at >= b.bounds[1] AND t.closed_at < b.bounds[${sql.raw(String(n + 1))}]
      GROUP BY ROLLUP (width_bucket(t.closed_at, b.bounds))`),
  );
  const created = new Map<number, number>();
  const closed = new Map<number, number>();
  const done = new Map<number, { n: number; median: number | null }>();
  let rangeMedian: number | null = null;
  const add = (map: Map<number, number>, key: number, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  for (const row of buckets) {
    const count = Number(row.n);
    const median = row.median_days === null ? null : Number(row.median_days);
    if (row.kind === "flow") {
      add(created, Number(row.c), count);
      if (row.x !== null) add(closed, Number(row.x), count);
    } else if (row.x === null) rangeMedian = median;
    else done.set(Number(row.x), { n: count, median });
  }
  let open = (created.get(0) ?? 0) - (closed.get(0) ?? 0);
  const weeks: WeekFigures[] = weekStarts.map((weekStart, i) => {
    const c = created.get(i + 1) ?? 0;
    open += c - (closed.get(i + 1) ?? 0);
    const d = done.get(i + 1);
    return { weekStart, created: c, done: d?.n ?? 0, openAtEnd: open, medianCycleDays: d?.median === null || d?.median === undefined ? null : round1(d.median) };
  });

  // Open at the end of `asOf` and due before it. Today that is "open and overdue", which the
  // partial index on open tasks answers; an earlier day needs the close time.
  const end = berlinMidnight(addDays(asOf, 1));
  const overdueAt =
    asOf === today
      ? sql`t.closed_at IS NULL AND t.due_date < ${asOf}::date`
      : sql`t.due_date < ${asOf}::date AND t.created_at < ${end} AND (t.closed_at IS NULL OR t.closed_at >= ${end})`;
  const overdue = rowsOf<{ kind: "project" | "person"; id: string | null; name: string | null; overdue: string | number }>(
    await db.execute(sql`
      WITH late AS (SELECT t.id, t.project_id FROM tasks t WHERE ${scope} AND ${overdueAt})
      SELECT 'project' AS kind, p.id::text AS id, p.name, count(*) AS overdue FROM late JOIN task_projects p ON p.id = late.project_id GROUP BY p.id, p.name
      UNION ALL
      SELECT 'person', pr.id, ${personName("pr")}, count(*) FROM late LEFT JOIN task_assignees a ON a.task_id = late.id LEFT JOIN profiles pr ON pr.id = a.user_id GROUP BY pr.id, 3`),
  );
  const toRow = (r: { id: string | null; name: string | null; overdue: string | number }): OverdueRow => ({ id: r.id, name: r.name ?? "Nicht zugewiesen", overdue: Number(r.overdue) });
  const byCount = (a: OverdueRow, b: OverdueRow) => b.overdue - a.overdue || a.name.localeCompare(b.name, "de");
  const overdueByProject = overdue.filter((r) => r.kind === "project").map(toRow).sort(byCount);
  const overdueByAssignee = overdue.filter((r) => r.kind === "person").map(toRow).sort(byCount).slice(0, 50);
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
