/**
 * The counts and copies the task trigger keeps (0370) always equal a recount from the tasks:
 * after creating, assigning, closing, reopening, moving to another project, changing the due
 * date and deleting. And the screens that read them answer as if they counted: the project
 * list, the board's column totals, "Meine Aufgaben" (paged by cursor) and its card.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { rowsOf } from "#platform/db/rows.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { berlinDate, addDays } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { boardQuery, taskListQuery } from "../schema/list-query.ts";
import { projectValues } from "../schema/project.ts";
import { listProjects, createProject } from "./projects.ts";
import { taskAssignees, tasks } from "./tables.ts";
import { boardColumns, listTasks, mySummary } from "./task-queries.ts";

const run = Date.now().toString(36);
const today = berlinDate(now());
let db: Db;
let board: { id: string; roles: ["vorstand"] };
let member: { id: string; roles: ["mitglied"] };
let first: string;
let second: string;

/** Every kept figure of these two projects next to the same figure counted from the tasks. */
async function keptAndCounted() {
  const projects = sql`(${first}::uuid, ${second}::uuid)`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`SELECT
      (SELECT json_object_agg(project_id || ':' || status, n ORDER BY 1) FROM task_status_counts WHERE project_id IN ${projects} AND n <> 0) AS kept_status,
      (SELECT json_object_agg(project_id || ':' || status, n ORDER BY 1) FROM (SELECT project_id, status, count(*) AS n FROM tasks WHERE project_id IN ${projects} GROUP BY 1, 2) c) AS counted_status,
      (SELECT json_object_agg(project_id || ':' || week_start, created || '/' || closed ORDER BY 1) FROM task_week_counts WHERE project_id IN ${projects} AND (created <> 0 OR closed <> 0)) AS kept_weeks,
      (SELECT json_object_agg(k, created || '/' || closed ORDER BY 1) FROM (
        SELECT project_id || ':' || week_start AS k, sum(created) AS created, sum(closed) AS closed FROM (
          SELECT project_id, task_berlin_week(created_at) AS week_start, 1 AS created, 0 AS closed FROM tasks WHERE project_id IN ${projects}
          UNION ALL SELECT project_id, task_berlin_week(closed_at), 0, 1 FROM tasks WHERE project_id IN ${projects} AND closed_at IS NOT NULL) w GROUP BY 1) c) AS counted_weeks,
      (SELECT count(*) FROM task_assignees a JOIN tasks t ON t.id = a.task_id WHERE t.project_id IN ${projects}
        AND (a.task_open IS DISTINCT FROM (t.closed_at IS NULL) OR a.task_due_date IS DISTINCT FROM t.due_date OR a.task_project_id IS DISTINCT FROM t.project_id)) AS stale_copies`),
  );
  const parse = (v: unknown) => (typeof v === "string" ? JSON.parse(v) : v);
  return {
    keptStatus: parse(row!.kept_status),
    countedStatus: parse(row!.counted_status),
    keptWeeks: parse(row!.kept_weeks),
    countedWeeks: parse(row!.counted_weeks),
    staleCopies: Number(row!.stale_copies),
  };
}

async function expectInStep() {
  const figures = await keptAndCounted();
  expect(figures.keptStatus).toEqual(figures.countedStatus);
  expect(figures.keptWeeks).toEqual(figures.countedWeeks);
  expect(figures.staleCopies).toBe(0);
}

beforeAll(async () => {
  db = await getDb();
  board = { id: (await createUser({ roles: ["vorstand"] })).id, roles: ["vorstand"] };
  member = { id: (await createUser({ roles: ["mitglied"] })).id, roles: ["mitglied"] };
  first = (await createProject(db, board, projectValues.parse({ name: `Gezählt ${run}` }))).id;
  second = (await createProject(db, board, projectValues.parse({ name: `Gezählt zwei ${run}` }))).id;
}, 120_000);
afterAll(() => closeDatabase());

describe("counts kept by the task trigger", () => {
  it("stay equal to a recount through every kind of change", async () => {
    const inserted = await db
      .insert(tasks)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          projectId: i % 3 === 0 ? second : first,
          title: `Gezählt ${i}`,
          status: (["offen", "in_arbeit", "wartet", "erledigt"] as const)[i % 4],
          createdAt: new Date(Date.now() - (i + 1) * 9 * 86_400_000),
          closedAt: i % 4 === 3 ? new Date(Date.now() - i * 86_400_000) : null,
          dueDate: i % 5 === 0 ? null : addDays(today, i - 6),
        })),
      )
      .returning({ id: tasks.id });
    const ids = inserted.map((t) => t.id);
    await db.insert(taskAssignees).values(ids.map((taskId) => ({ taskId, userId: member.id })));
    await expectInStep();

    await db.update(tasks).set({ status: "erledigt", closedAt: new Date() }).where(eq(tasks.id, ids[0]!));
    await db.update(tasks).set({ status: "offen", closedAt: null }).where(eq(tasks.id, ids[3]!));
    await db
      .update(tasks)
      .set({ status: "verworfen", closedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(tasks.id, ids[1]!));
    await db.update(tasks).set({ projectId: second }).where(eq(tasks.id, ids[2]!));
    await db
      .update(tasks)
      .set({ dueDate: addDays(today, -30) })
      .where(eq(tasks.id, ids[4]!));
    await db.update(tasks).set({ title: "Nur der Titel" }).where(eq(tasks.id, ids[5]!));
    await expectInStep();

    await db.delete(tasks).where(eq(tasks.id, ids[6]!));
    await db.delete(tasks).where(eq(tasks.id, ids[7]!));
    await expectInStep();
  });

  it("answer the screens like a count would", async () => {
    const projects = await listProjects(db, member);
    for (const id of [first, second]) {
      const project = projects.find((p) => p.id === id)!;
      const [counted] = rowsOf<{ open: number; overdue: number; done: number }>(
        await db.execute(sql`SELECT count(*) FILTER (WHERE closed_at IS NULL)::int AS open, count(*) FILTER (WHERE closed_at IS NULL AND due_date < ${today}::date)::int AS overdue,
          count(*) FILTER (WHERE status = 'erledigt')::int AS done FROM tasks WHERE project_id = ${id}`),
      );
      expect({ open: project.openCount, overdue: project.overdueCount, done: project.doneCount }).toEqual({
        open: counted!.open,
        overdue: counted!.overdue,
        done: counted!.done,
      });
    }

    const columns = await boardColumns(db, member, boardQuery.parse({ projectId: first }));
    for (const column of columns.filter((c) => c.status !== "erledigt" && c.status !== "verworfen")) {
      const [counted] = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM tasks WHERE project_id = ${first} AND status = ${column.status}`),
      );
      expect(column.total).toBe(counted!.n);
      expect(column.items.map((i) => i.status).every((s) => s === column.status)).toBe(true);
    }

    // "Meine Aufgaben" two at a time by cursor: every open task of the person once, by due date
    // (no date last), the total of the first page counted, and the card's counts the same.
    const seen: { dueDate: string | null; id: string }[] = [];
    let cursor: string | undefined;
    let total: number | null = null;
    do {
      const page = await listTasks(db, member, taskListQuery.parse({ assignee: "me", limit: 2, ...(cursor ? { cursor } : {}) }));
      total ??= page.total;
      seen.push(...page.items.map((i) => ({ dueDate: i.dueDate, id: i.id })));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const open = rowsOf<{ id: string; due_date: string | null }>(
      await db.execute(sql`SELECT t.id, t.due_date::text AS due_date FROM tasks t JOIN task_assignees a ON a.task_id = t.id
        WHERE a.user_id = ${member.id} AND t.closed_at IS NULL ORDER BY t.due_date ASC NULLS LAST, t.id`),
    );
    expect(seen).toEqual(open.map((r) => ({ dueDate: r.due_date, id: r.id })));
    expect(total).toBe(open.length);
    const card = await mySummary(db, member);
    expect(card.open).toBe(open.length);
    expect(card.overdue).toBe(open.filter((r) => r.due_date !== null && r.due_date < today).length);
    expect(card.next.map((i) => i.id)).toEqual(open.slice(0, 5).map((r) => r.id));
  });
});
