/**
 * Reading tasks: the list (every view is this one query with filters), one task with everything
 * on it, the board's columns and the dashboard card's summary. Every query is scoped in SQL to
 * the projects the viewer may read (listConditions), so a task elsewhere is never listed, found or
 * counted, and by id answers 404 like a missing one.
 */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { decodeCursor, encodeCursor, keysetCondition, keysetOrder, type Cursor, type SortKey } from "#platform/paging/keyset.ts";
import { HttpError } from "#platform/http/errors.ts";
import { berlinDate, addDays, type IsoDate } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { CLOSED_STATUSES, isClosed, OPEN_STATUSES, TASK_STATUSES, type TaskStatus } from "../domain/status.ts";
import { textArray } from "#platform/db/sql-arrays.ts";
import { BOARD_COLUMN_LIMIT, DEFAULT_DIRECTION, taskListQuery, type BoardQuery, type TaskListQuery, type TaskSort } from "../schema/list-query.ts";
import type { BoardColumn, TaskDetail, TaskListItem, TaskPage } from "../schema/task.ts";
import { readableLink } from "./link-targets.ts";
import { listConditions } from "./list-conditions.ts";
import { namesOf, personNameSql as personName } from "#platform/auth/people.ts";
import { taskNotFound, taskProjectReadable, type TaskReader } from "./project-access.ts";
import { taskAssignees, taskChecklistItems, taskComments, taskLinks, taskProjects, tasks } from "./tables.ts";

const SORT_KEYS: Record<TaskSort, SortKey> = {
  due: { expr: tasks.dueDate, tie: tasks.id, nullable: true },
  priority: { expr: tasks.priority, tie: tasks.id, nullable: false },
  updated: { expr: tasks.updatedAt, tie: tasks.id, nullable: false },
  created: { expr: tasks.createdAt, tie: tasks.id, nullable: false },
  title: { expr: tasks.title, tie: tasks.id, nullable: false },
};

/**
 * The columns of a list row from the task and its project. Assignees, checklist and comment
 * counts come from pageDetails, for the whole page at once.
 */
function listColumns(today: string) {
  return {
    id: tasks.id,
    projectId: tasks.projectId,
    projectName: taskProjects.name,
    title: tasks.title,
    status: tasks.status,
    priority: tasks.priority,
    dueDate: tasks.dueDate,
    overdue: sql<boolean>`(${tasks.closedAt} IS NULL AND ${tasks.dueDate} < ${today})`,
    labels: tasks.labels,
    recurrence: tasks.recurrence,
    updatedAt: tasks.updatedAt,
    version: tasks.version,
  };
}

type ListRow = { [K in keyof ReturnType<typeof listColumns>]: unknown } & { id: string; updatedAt: Date };
type RowDetails = Pick<TaskListItem, "assignees" | "checklistDone" | "checklistTotal" | "commentCount">;
const NO_DETAILS: RowDetails = { assignees: [], checklistDone: 0, checklistTotal: 0, commentCount: 0 };

/**
 * The assignees (by name), checklist counts and comment count of the listed tasks, in one query
 * of three grouped index reads. As subqueries per row they were four small plans per task, run
 * 50 times for a list and 250 times for the board: most of a list's database time (issue 27).
 */
async function pageDetails(db: Db | Tx, ids: readonly string[]): Promise<Map<string, RowDetails>> {
  if (ids.length === 0) return new Map();
  const list = sql`${`{${ids.join(",")}}`}::uuid[]`;
  const rows = rowsOf<{
    id: string;
    assignees: { id: string; name: string }[] | string | null;
    checklist_total: string | number | null;
    checklist_done: string | number | null;
    comment_count: string | number | null;
  }>(
    await db.execute(sql`
      SELECT ids.id, a.list AS assignees, c.total AS checklist_total, c.done AS checklist_done, k.n AS comment_count
      FROM unnest(${list}) AS ids (id)
      LEFT JOIN (SELECT a.task_id, json_agg(json_build_object('id', pr.id, 'name', ${personName("pr")}) ORDER BY ${personName("pr")}) AS list
        FROM task_assignees a JOIN profiles pr ON pr.id = a.user_id WHERE a.task_id = ANY(${list}) GROUP BY a.task_id) a ON a.task_id = ids.id
      LEFT JOIN (SELECT c.task_id, count(*) AS total, count(*) FILTER (WHERE c.done) AS done
        FROM task_checklist_items c WHERE c.task_id = ANY(${list}) GROUP BY c.task_id) c ON c.task_id = ids.id
      LEFT JOIN (SELECT k.task_id, count(*) AS n FROM task_comments k WHERE k.task_id = ANY(${list}) GROUP BY k.task_id) k ON k.task_id = ids.id`),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        assignees: r.assignees === null ? [] : typeof r.assignees === "string" ? (JSON.parse(r.assignees) as { id: string; name: string }[]) : r.assignees,
        checklistTotal: Number(r.checklist_total ?? 0),
        checklistDone: Number(r.checklist_done ?? 0),
        commentCount: Number(r.comment_count ?? 0),
      },
    ]),
  );
}

/** The page's rows as list items, with their details (pageDetails). */
async function toListItems(db: Db | Tx, rows: ListRow[]): Promise<TaskListItem[]> {
  const details = await pageDetails(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toListItem(row, details.get(row.id) ?? NO_DETAILS));
}

function toListItem(row: ListRow, details: RowDetails): TaskListItem {
  const r = row as unknown as Omit<TaskListItem, "updatedAt" | keyof RowDetails> & { updatedAt: Date };
  return {
    id: r.id,
    projectId: r.projectId,
    projectName: r.projectName,
    title: r.title,
    status: r.status,
    priority: r.priority,
    dueDate: r.dueDate,
    overdue: Boolean(r.overdue),
    labels: r.labels,
    assignees: details.assignees,
    recurrence: r.recurrence,
    checklistDone: details.checklistDone,
    checklistTotal: details.checklistTotal,
    commentCount: details.commentCount,
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}

export async function listTasks(db: Db, viewer: TaskReader, query: TaskListQuery, options: { withTotal?: boolean } = {}): Promise<TaskPage> {
  const mine = openAssignee(viewer, query);
  if (mine && query.sort === "due") return listOpenAssignments(db, viewer, query, mine, options);
  const today = berlinDate(now());
  const conditions = listConditions(viewer, query, today);
  if (!conditions) return { items: [], nextCursor: null, total: 0 };
  // Filtering by a link's target tells who links to it: only for a target this viewer may read.
  if (query.linkKind && query.linkId && !(await readableLink(db, viewer, query.linkKind, query.linkId, ""))) return { items: [], nextCursor: null, total: 0 };
  const dir = query.dir ?? DEFAULT_DIRECTION[query.sort];
  const key = SORT_KEYS[query.sort];
  const sortName = `${query.sort}:${dir}`;
  const pageConditions = query.cursor ? [...conditions, keysetCondition(key, dir, decodeCursor(sortName, query.cursor))] : conditions;
  const rows = await db
    .select({ ...listColumns(today), sortKey: sql<string | null>`(${key.expr})::text` })
    .from(tasks)
    .innerJoin(taskProjects, eq(taskProjects.id, tasks.projectId))
    .where(and(...pageConditions))
    .orderBy(...keysetOrder(key, dir))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const total = query.cursor || options.withTotal === false ? null : rows.length <= query.limit ? rows.length : await countTasks(db, conditions);
  return {
    items: await toListItems(db, page as ListRow[]),
    nextCursor: rows.length > query.limit && last ? encodeCursor(sortName, { before: false, key: last.sortKey, id: last.id }) : null,
    total,
  };
}

/** The person whose open tasks are asked for ("Meine Aufgaben", or someone's), if that is the query. */
function openAssignee(viewer: TaskReader, query: Pick<TaskListQuery, "assignee" | "status">): string | null {
  if (!query.assignee || query.assignee === "none") return null;
  const onlyOpen = query.status === "open" || (Array.isArray(query.status) && query.status.length > 0 && query.status.every((s) => !isClosed(s)));
  return onlyOpen ? (query.assignee === "me" ? viewer.id : query.assignee) : null;
}

/** The due-date sort of a person's open assignments: the same values as tasks.due_date and tasks.id. */
const ASSIGNED_DUE: SortKey = { expr: taskAssignees.taskDueDate, tie: taskAssignees.taskId, nullable: true };

/**
 * A person's open tasks by due date ("Meine Aufgaben" and its card): walked from their open
 * assignments, which carry the task's due date and project (kept by the trigger of 0370), in the
 * order of the partial index task_assignees_open_idx, so a page reads its own rows and the tasks
 * behind them; the total of an unfiltered list is counted from that index alone. Cursors are the
 * ones of the general list (the keys are equal), so paging may switch between both paths.
 */
async function listOpenAssignments(db: Db, viewer: TaskReader, query: TaskListQuery, userId: string, options: { withTotal?: boolean }): Promise<TaskPage> {
  const today = berlinDate(now());
  // The other filters as for every list; the assignee and the open state come from the join.
  const others = listConditions(viewer, { ...query, assignee: undefined, status: Array.isArray(query.status) ? query.status : "all" }, today);
  if (!others) return { items: [], nextCursor: null, total: 0 };
  const dir = query.dir ?? DEFAULT_DIRECTION.due;
  const sortName = `due:${dir}`;
  const mine = [eq(taskAssignees.userId, userId), eq(taskAssignees.taskOpen, true)];
  const conditions = [...mine, ...others];
  const pageConditions = query.cursor ? [...conditions, keysetCondition(ASSIGNED_DUE, dir, decodeCursor(sortName, query.cursor))] : conditions;
  const rows = await db
    .select({ ...listColumns(today), sortKey: sql<string | null>`(${taskAssignees.taskDueDate})::text` })
    .from(taskAssignees)
    .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
    .innerJoin(taskProjects, eq(taskProjects.id, tasks.projectId))
    .where(and(...pageConditions))
    .orderBy(...keysetOrder(ASSIGNED_DUE, dir))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let total: number | null = null;
  if (!query.cursor && options.withTotal !== false) {
    if (rows.length <= query.limit) total = rows.length;
    else if (unfiltered(query)) total = await countOpenAssignments(db, viewer, userId, today).then((c) => c.open);
    else {
      const [row] = await db
        .select({ n: count() })
        .from(taskAssignees)
        .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
        .where(and(...conditions));
      total = row?.n ?? 0;
    }
  }
  return {
    items: await toListItems(db, page as ListRow[]),
    nextCursor: rows.length > query.limit && last ? encodeCursor(sortName, { before: false, key: last.sortKey, id: last.id }) : null,
    total,
  };
}

const unfiltered = (query: TaskListQuery) =>
  !query.projectId && !query.priority && !query.label && !query.due && !query.q && !query.linkKind && !Array.isArray(query.status);

/** A person's open, overdue and due-this-week tasks in readable projects, from their open assignments' index alone. */
async function countOpenAssignments(db: Db, viewer: TaskReader, userId: string, today: string) {
  const [counts] = rowsOf<{ open: string | number; overdue: string | number; due_this_week: string | number }>(
    await db.execute(sql`
      SELECT count(*) AS open, count(*) FILTER (WHERE a.task_due_date < ${today}) AS overdue,
        count(*) FILTER (WHERE a.task_due_date BETWEEN ${today} AND ${addDays(today, 7)}) AS due_this_week
      FROM task_assignees a WHERE a.user_id = ${userId} AND a.task_open AND ${taskProjectReadable(viewer, sql`a.task_project_id`)}`),
  );
  return { open: Number(counts?.open ?? 0), overdue: Number(counts?.overdue ?? 0), dueThisWeek: Number(counts?.due_this_week ?? 0) };
}

async function countTasks(db: Db, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tasks)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/**
 * Five columns by status; the closed ones show what was closed in the last 30 days. An open
 * column is one range of a board index (0370) read in the column's order; its total comes from
 * the kept counts per project and status unless a filter narrows the board (then it is counted).
 */
export async function boardColumns(db: Db, viewer: TaskReader, query: BoardQuery): Promise<BoardColumn[]> {
  const unfiltered = !query.assignee && !query.priority && !query.label && !query.q;
  const statuses = query.status ? [query.status] : TASK_STATUSES;
  const after = query.cursor && query.status ? decodeCursor(boardSortName(query.status), query.cursor) : null;
  const today = berlinDate(now());
  const pages = statuses.map((status) => boardColumnPage(db, viewer, query, status, after, today));
  // The columns side by side, each its own statement on its board index (one UNION ALL statement
  // measured no faster: 185 against 192 requests/s at 10 connections), the kept totals beside them.
  const [unfilteredTotals, ...pageRows] = await Promise.all([
    unfiltered ? boardTotals(db, viewer, query.projectId) : null,
    ...pages.map((page) => page.query ?? []),
  ]);
  const columns = pages.map((page, i) => {
    const own = pageRows[i]!;
    const shown = own.slice(0, BOARD_COLUMN_LIMIT);
    const last = shown.at(-1);
    const key = last && (isClosed(page.status) ? last.closedKey : JSON.stringify([last.dueDate, last.priorityKey]));
    const next = own.length > BOARD_COLUMN_LIMIT && last ? encodeCursor(boardSortName(page.status), { before: false, key: key ?? null, id: last.id }) : null;
    return { ...page, rows: shown as ListRow[], next };
  });
  const totals = await Promise.all(
    columns.map((c) =>
      !c.query
        ? 0
        : unfilteredTotals
          ? (unfilteredTotals.get(c.status) ?? 0)
          : !after && c.rows.length < BOARD_COLUMN_LIMIT
            ? c.rows.length
            : countTasks(db, c.conditions),
    ),
  );
  // The cards' details for every column at once (up to 60 tasks, one query).
  const details = await pageDetails(
    db,
    columns.flatMap((c) => c.rows.map((r) => r.id)),
  );
  return columns.map((c, i) => ({
    status: c.status,
    total: totals[i]!,
    items: c.rows.map((r) => toListItem(r, details.get(r.id) ?? NO_DETAILS)),
    nextCursor: c.next,
  }));
}

/** A column's cursor is bound to its status: another column rejects it. */
const boardSortName = (status: TaskStatus) => `board:${status}`;

/**
 * One column's page in the board's order: open columns by due date (none last), priority and id
 * (tasks_board_idx), closed ones by the closing time, newest first, and id (tasks_board_closed_idx),
 * after the cursor's card when there is one; one row more than shown tells whether more follow.
 * The order mixes directions, so the condition after the cursor is spelled out instead of a row
 * comparison.
 */
function boardColumnPage(db: Db, viewer: TaskReader, query: BoardQuery, status: TaskStatus, after: Cursor | null, today: IsoDate) {
  const closed = isClosed(status);
  const conditions = listConditions(viewer, { ...query, status: [status] }, today);
  if (!conditions) return { status, conditions: [], query: null };
  // closed_at IS NULL is implied by an open status; said here so that the partial board indexes apply.
  conditions.push(closed ? sql`${tasks.closedAt} >= now() - interval '30 days'` : isNull(tasks.closedAt));
  const page = after ? [...conditions, closed ? afterClosedCard(after) : afterOpenCard(after)] : conditions;
  const rows = db
    .select({ ...listColumns(today), closedKey: sql<string | null>`${tasks.closedAt}::text`, priorityKey: tasks.priority })
    .from(tasks)
    .innerJoin(taskProjects, eq(taskProjects.id, tasks.projectId))
    .where(and(...page))
    .orderBy(...(closed ? [desc(tasks.closedAt), asc(tasks.id)] : [sql`${tasks.dueDate} ASC NULLS LAST`, desc(tasks.priority), asc(tasks.id)]))
    .limit(BOARD_COLUMN_LIMIT + 1);
  return { status, conditions, query: rows };
}

function afterClosedCard(after: Cursor): SQL {
  if (after.key === null) throw invalidBoardCursor();
  return sql`(${tasks.closedAt} < ${after.key}::timestamptz OR (${tasks.closedAt} = ${after.key}::timestamptz AND ${tasks.id} > ${after.id}))`;
}

function afterOpenCard(after: Cursor): SQL {
  let due: unknown;
  let priority: unknown;
  try {
    [due, priority] = JSON.parse(after.key ?? "") as unknown[];
  } catch {
    throw invalidBoardCursor();
  }
  if (!Number.isInteger(priority) || (due !== null && (typeof due !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(due)))) throw invalidBoardCursor();
  const samePriorityOn = sql`(${tasks.priority} < ${priority} OR (${tasks.priority} = ${priority} AND ${tasks.id} > ${after.id}))`;
  return due === null
    ? sql`(${tasks.dueDate} IS NULL AND ${samePriorityOn})`
    : sql`(${tasks.dueDate} > ${due}::date OR ${tasks.dueDate} IS NULL OR (${tasks.dueDate} = ${due}::date AND ${samePriorityOn}))`;
}

const invalidBoardCursor = () =>
  new HttpError(400, "invalid_input", "Ungültige Eingaben", ["cursor: Seitenmarke ist ungültig oder gehört zu einer anderen Spalte"]);

/**
 * The unfiltered board's column totals in one statement (issue 27: one round trip instead of one
 * per full closed column): the open statuses from the kept counts per project and status, the
 * closed ones counted over the last 30 days (the columns show those) on the closed board index.
 */
async function boardTotals(db: Db, viewer: TaskReader, projectId: string | undefined): Promise<Map<string, number>> {
  const inProject = (column: SQL) => (projectId ? sql` AND ${column} = ${projectId}` : sql``);
  const rows = rowsOf<{ status: string; n: string | number }>(
    await db.execute(sql`SELECT c.status, sum(c.n) AS n FROM task_status_counts c
      WHERE ${taskProjectReadable(viewer, sql`c.project_id`)}${inProject(sql`c.project_id`)} AND c.status = ANY(${textArray(OPEN_STATUSES)}) GROUP BY c.status
      UNION ALL
      SELECT t.status, count(*) AS n FROM tasks t
      WHERE ${taskProjectReadable(viewer, sql`t.project_id`)}${inProject(sql`t.project_id`)} AND t.status = ANY(${textArray(CLOSED_STATUSES)})
        AND t.closed_at >= now() - interval '30 days' GROUP BY t.status`),
  );
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** "Meine Aufgaben" on the dashboards: counts and the next five due (both from the person's open assignments). */
export async function mySummary(db: Db, viewer: TaskReader) {
  const counts = await countOpenAssignments(db, viewer, viewer.id, berlinDate(now()));
  const next = await listTasks(db, viewer, taskListQuery.parse({ assignee: "me", status: "open", sort: "due", limit: 5 }), { withTotal: false });
  return { ...counts, next: next.items };
}

/** The task row if the viewer may read it (else 404), optionally locked for a change. */
export async function readableTask(db: Db | Tx, viewer: TaskReader, taskId: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), taskProjectReadable(viewer, tasks.projectId)));
  const [task] = options.forUpdate ? await query.for("update") : await query;
  if (!task) throw taskNotFound();
  return task;
}

/** The task's links this viewer may read, with their targets' current titles (readableLink). */
async function linksReadableBy(db: Db | Tx, viewer: TaskReader, links: (typeof taskLinks.$inferSelect)[]): Promise<TaskDetail["links"]> {
  const shown: TaskDetail["links"] = [];
  for (const l of links) {
    const target = await readableLink(db as Db, viewer, l.kind, l.targetId, l.title);
    if (target) shown.push({ id: l.id, kind: l.kind, targetId: l.targetId, title: target.title, path: target.path });
  }
  return shown;
}

export async function getTask(db: Db | Tx, viewer: TaskReader, taskId: string): Promise<TaskDetail> {
  const today = berlinDate(now());
  const [row] = await db
    .select({
      ...listColumns(today),
      description: tasks.description,
      createdAt: tasks.createdAt,
      createdBy: tasks.createdBy,
      updatedBy: tasks.updatedBy,
      startedAt: tasks.startedAt,
      closedAt: tasks.closedAt,
      predecessorId: tasks.predecessorId,
    })
    .from(tasks)
    .innerJoin(taskProjects, eq(taskProjects.id, tasks.projectId))
    .where(and(eq(tasks.id, taskId), taskProjectReadable(viewer, tasks.projectId)));
  if (!row) throw taskNotFound();
  const [successor] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.predecessorId, taskId));
  const checklist = await db
    .select()
    .from(taskChecklistItems)
    .where(eq(taskChecklistItems.taskId, taskId))
    .orderBy(asc(taskChecklistItems.position), asc(taskChecklistItems.id));
  const comments = await db
    .select()
    .from(taskComments)
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
    .limit(500);
  const links = await db.select().from(taskLinks).where(eq(taskLinks.taskId, taskId)).orderBy(asc(taskLinks.createdAt));
  const names = await namesOf(db, [row.createdBy, row.updatedBy, ...checklist.map((c) => c.doneBy), ...comments.map((c) => c.authorId)]);
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const [item] = await toListItems(db, [row as ListRow]);
  return {
    ...item!,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    createdByName: name(row.createdBy),
    updatedByName: name(row.updatedBy),
    startedAt: row.startedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    predecessorId: row.predecessorId,
    successorId: successor?.id ?? null,
    checklist: checklist.map((c) => ({ id: c.id, text: c.text, done: c.done, doneByName: name(c.doneBy), doneAt: c.doneAt?.toISOString() ?? null })),
    comments: comments.map((c) => ({ id: c.id, authorId: c.authorId, authorName: name(c.authorId), body: c.body, createdAt: c.createdAt.toISOString() })),
    links: await linksReadableBy(db, viewer, links),
  };
}
