/**
 * Task analytics for the board and admins, over the tasks of the projects the viewer may read.
 * Weeks are Berlin calendar weeks (Monday to Sunday) touching the chosen range. "Open at the end of
 * a week" is the running sum of tasks created minus tasks closed up to that week, from the weekly
 * counts the task trigger keeps (0370), never a pass over the tasks. Cycle time runs from the first
 * "in Arbeit" (or from creation, for tasks never started) to "erledigt"; throughput counts tasks
 * set to erledigt.
 *
 * The figures are kept (report_snapshots) under a key that holds the projects in scope and the sum
 * of their change counts (task_project_changes, 0450, bumped by every change of a task or an
 * assignment in the writing transaction): a repeated request reads one row instead of the done
 * tasks and the overdue index (issue 27), and after any change the key differs, so the answer is
 * always the one computed now. Names of projects and people are read per request.
 */
import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { berlinDate, addDays } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { weekStart } from "../domain/dates.ts";
import type { AnalyticsQuery, OverdueRow, TaskAnalytics, WeekFigures } from "../schema/analytics.ts";
import { namesOf } from "#platform/auth/people.ts";
import { keptSnapshot, snapshotOf } from "#platform/reports/snapshots.ts";
import { projectReadableBy, type TaskReader } from "./project-access.ts";

const berlinMidnight = (isoDate: string) => sql`((${isoDate}::date)::timestamp AT TIME ZONE 'Europe/Berlin')`;

/** What the analytics compute from the tasks; names of projects and people are added per request. */
interface Figures {
  /** The Mondays of the weeks touching the range (kept too: the date arithmetic costs more than reading them). */
  weekStarts: string[];
  /** Tasks created and closed per week bucket (0: everything before the range). */
  flow: { bucket: number; created: number; closed: number }[];
  /** Done tasks and their median cycle days per week bucket; bucket null: the whole range. */
  done: { x: number | null; n: number; median: number | null }[];
  overdue: { kind: "project" | "person"; id: string | null; n: number }[];
}

/** The kept figures' report name in report_snapshots (platform/reports). */
const SNAPSHOT = "tasks.analytics";
/** The key pins the data, so kept figures of any age are exact. */
const KEPT = { maxAgeMs: Number.POSITIVE_INFINITY };

/**
 * Computes the figures of a key once while others wait: requests that find nothing kept (the
 * first ones after a change, often several at once when a screen is opened by many) queue on a
 * lock of the key, and each after the first reads what the first kept. Ten requests computing
 * the same figures side by side were the slowest tenth of the bench's answers.
 */
function computeOnce(db: Db, key: string, compute: (tx: Db) => Promise<Figures>): Promise<Figures> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${SNAPSHOT}), hashtext(${key}))`);
    const inTx = tx as unknown as Db;
    return (await snapshotOf(inTx, SNAPSHOT, key, () => compute(inTx), KEPT)).value;
  });
}

export async function taskAnalytics(db: Db, viewer: TaskReader, query: AnalyticsQuery): Promise<TaskAnalytics> {
  const today = berlinDate(now());

  // The projects in scope with their change counts (0450): the figures depend only on the tasks
  // and assignments of these projects, and every change to them bumps a count, so figures kept
  // under this key (the projects, the range, the day and the sum of the counts) are exact at any
  // age. The key pins the projects, so they are passed to the computation as a list, not asked
  // again (a project changing its read role in between cannot put other figures under this key).
  const scope = rowsOf<{ id: string; name: string; changes: string | number }>(
    await db.execute(sql`
      SELECT p.id, p.name, coalesce(c.changes, 0) AS changes FROM task_projects p LEFT JOIN task_project_changes c ON c.project_id = p.id
      WHERE ${projectReadableBy(viewer, sql`p.read_role`)}${query.projectId ? sql` AND p.id = ${query.projectId}` : sql``} ORDER BY p.id`),
  );
  const projectIds = scope.map((p) => p.id);
  const changes = scope.reduce((sum, p) => sum + Number(p.changes), 0);
  const key = `${createHash("sha256").update(projectIds.join(",")).digest("hex").slice(0, 32)}:${query.from}:${query.to}:${today}:${changes}`;
  const kept = await keptSnapshot(db, SNAPSHOT, key);
  const figures = kept ? (kept.body as Figures) : await computeOnce(db, key, (tx) => computeFigures(tx, projectIds, query, today));
  const { weekStarts } = figures;

  const created = new Map<number, number>();
  const closed = new Map<number, number>();
  const done = new Map<number, { n: number; median: number | null }>();
  let rangeMedian: number | null = null;
  for (const row of figures.flow) {
    created.set(row.bucket, row.created);
    closed.set(row.bucket, row.closed);
  }
  for (const row of figures.done) {
    if (row.x === null) rangeMedian = row.median;
    else done.set(row.x, { n: row.n, median: row.median });
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

  const projectNames = new Map(scope.map((p) => [p.id, p.name]));
  const personNames = await namesOf(
    db,
    figures.overdue.filter((r) => r.kind === "person").map((r) => r.id),
  );
  const byCount = (a: OverdueRow, b: OverdueRow) => b.overdue - a.overdue || germanOrder.compare(a.name, b.name);
  const overdueByProject = figures.overdue
    .filter((r) => r.kind === "project")
    .map((r): OverdueRow => ({ id: r.id, name: projectNames.get(r.id ?? "") ?? "Nicht zugewiesen", overdue: r.n }))
    .sort(byCount);
  // A person's row needs their profile (an assignment's profile always exists: ON DELETE CASCADE).
  const overdueByAssignee = figures.overdue
    .filter((r) => r.kind === "person" && (r.id === null || personNames.has(r.id)))
    .map((r): OverdueRow => ({ id: r.id, name: (r.id && personNames.get(r.id)) || "Nicht zugewiesen", overdue: r.n }))
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

/** The figures of these projects from the tasks and the kept weekly counts (what a kept answer holds). */
async function computeFigures(db: Db, projectIds: string[], query: AnalyticsQuery, today: string): Promise<Figures> {
  const firstWeek = weekStart(query.from);
  const weekStarts: string[] = [];
  for (let w = firstWeek; w <= query.to; w = addDays(w, 7)) weekStarts.push(w);
  const asOf = query.to < today ? query.to : today;
  if (projectIds.length === 0) return { weekStarts, flow: [], done: [], overdue: [] };
  const afterLastWeek = addDays(weekStarts.at(-1)!, 7);
  const inScope = (projectId: SQL) => sql`${projectId} = ANY(${`{${projectIds.join(",")}}`}::uuid[])`;
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
      FROM task_week_counts w WHERE ${inScope(sql`w.project_id`)} AND w.week_start < ${afterLastWeek}::date GROUP BY 1`),
  );
  const doneRows = rowsOf<{ x: number | null; n: string | number; median_days: string | number | null }>(
    await db.execute(sql`
      WITH b AS (SELECT ${bounds} AS bounds)
      SELECT width_bucket(t.closed_at, b.bounds) AS x, count(*) AS n, percentile_cont(0.5) WITHIN GROUP (ORDER BY ${cycleDays}) AS median_days
      FROM tasks t, b
      WHERE ${inScope(sql`t.project_id`)} AND t.status = 'erledigt' AND t.closed_at >= b.bounds[1] AND t.closed_at < b.bounds[${sql.raw(String(n + 1))}]
      GROUP BY ROLLUP (width_bucket(t.closed_at, b.bounds))`),
  );
  const overdue = asOf === today ? await overdueToday(db, today, inScope) : await overdueOn(db, asOf, inScope(sql`t.project_id`));
  return {
    weekStarts,
    flow: flow.map((r) => ({ bucket: Number(r.bucket), created: Number(r.created), closed: Number(r.closed) })),
    done: doneRows.map((r) => ({ x: r.x === null ? null : Number(r.x), n: Number(r.n), median: r.median_days === null ? null : Number(r.median_days) })),
    overdue: overdue.map((r) => ({ kind: r.kind, id: r.id, n: Number(r.overdue) })),
  };
}

/** What a.localeCompare(b, "de") compares, made once (localeCompare builds a collator per call). */
const germanOrder = new Intl.Collator("de");

const round1 = (n: number) => Math.round(n * 10) / 10;

type OverdueCount = { kind: "project" | "person"; id: string | null; overdue: string | number };

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
      SELECT 'project' AS kind, late.project_id::text AS id, late.n AS overdue FROM late
      UNION ALL
      SELECT 'person', people.user_id, people.n FROM people
      UNION ALL
      SELECT 'person', NULL, n FROM unassigned WHERE n > 0`),
  );
}

/** Open at the end of an earlier day and due before it: needs the close time of every candidate. */
async function overdueOn(db: Db, asOf: string, scope: SQL): Promise<OverdueCount[]> {
  const end = berlinMidnight(addDays(asOf, 1));
  return rowsOf<OverdueCount>(
    await db.execute(sql`
      WITH late AS (SELECT t.id, t.project_id FROM tasks t WHERE ${scope} AND t.due_date < ${asOf}::date AND t.created_at < ${end} AND (t.closed_at IS NULL OR t.closed_at >= ${end}))
      SELECT 'project' AS kind, late.project_id::text AS id, count(*) AS overdue FROM late GROUP BY late.project_id
      UNION ALL
      SELECT 'person', a.user_id, count(*) FROM late LEFT JOIN task_assignees a ON a.task_id = late.id GROUP BY a.user_id`),
  );
}
