/**
 * The analytics' figures on tasks with known dates: weeks are Berlin weeks, open-at-end is the
 * running balance (including what was open before the range), throughput and median cycle time
 * count only erledigt, overdue is counted by project and by person, other projects stay out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { closeDatabase, getDb, type Db } from "#platform/db/client.ts";
import { createUser } from "#platform/auth/test-users.ts";
import { berlinDate, addDays } from "#shared/dates.ts";
import { now } from "#platform/clock.ts";
import { weekStart } from "../domain/dates.ts";
import { analyticsQuery } from "../schema/analytics.ts";
import { projectValues } from "../schema/project.ts";
import { taskAnalytics } from "./analytics.ts";
import { createProject } from "./projects.ts";
import { taskAssignees, tasks } from "./tables.ts";

const run = Date.now().toString(36);
let db: Db;
let board: { id: string; roles: ["vorstand"] };
let projectId: string;
let otherProjectId: string;
let personId: string;
const today = berlinDate(now());
const monday = weekStart(addDays(today, -21)); // three full weeks back
const at = (day: string, time = "10:00:00") => new Date(`${day}T${time}+01:00`);

beforeAll(async () => {
  db = await getDb();
  board = { id: (await createUser({ roles: ["vorstand"] })).id, roles: ["vorstand"] };
  personId = (await createUser({ roles: ["mitglied"], firstName: "Paula", lastName: `Pünktlich${run}` })).id;
  projectId = (await createProject(db, board, projectValues.parse({ name: `Auswertung ${run}` }))).id;
  otherProjectId = (await createProject(db, board, projectValues.parse({ name: `Andere ${run}` }))).id;
  const row = (values: Partial<typeof tasks.$inferInsert>) => ({ projectId, title: "T", status: "offen" as const, ...values });
  await db.insert(tasks).values([
    // Open since before the range.
    row({ createdAt: at(addDays(monday, -30)) }),
    // Created in week 1, started in week 1, done in week 2 after 6 days of work.
    row({ createdAt: at(monday), startedAt: at(addDays(monday, 1)), closedAt: at(addDays(monday, 7)), status: "erledigt" }),
    // Created in week 1, never started, done in week 2 after 8 days.
    row({ createdAt: at(addDays(monday, 2)), closedAt: at(addDays(monday, 10)), status: "erledigt" }),
    // Created in week 2, dropped in week 3: closed but not done.
    row({ createdAt: at(addDays(monday, 8)), closedAt: at(addDays(monday, 15)), status: "verworfen" }),
    // Created in week 3, overdue now.
    row({ createdAt: at(addDays(monday, 14)), dueDate: addDays(today, -2) }),
  ]);
  const [late] = await db
    .insert(tasks)
    .values(row({ createdAt: at(addDays(monday, 15)), dueDate: addDays(today, -1) }))
    .returning({ id: tasks.id });
  await db.insert(taskAssignees).values({ taskId: late!.id, userId: personId });
  await db.insert(tasks).values({ projectId: otherProjectId, title: "Andere", status: "offen", createdAt: at(monday), dueDate: addDays(today, -5) });
}, 120_000);
afterAll(() => closeDatabase());

describe("task analytics", () => {
  it("counts per Berlin week with the running open balance", async () => {
    const result = await taskAnalytics(db, board, analyticsQuery.parse({ from: monday, to: addDays(monday, 20), projectId }));
    expect(result.weeks.map((w) => [w.weekStart, w.created, w.done, w.openAtEnd])).toEqual([
      [monday, 2, 0, 3],
      [addDays(monday, 7), 1, 2, 2],
      [addDays(monday, 14), 2, 0, 3],
    ]);
    expect(result.weeks[1]!.medianCycleDays).toBe(7);
    expect(result.totals).toMatchObject({ created: 5, done: 2, openAtEnd: 3, medianCycleDays: 7, throughputPerWeek: 0.7 });
  });

  it("counts what is overdue by project and by person, and only in readable projects", async () => {
    const mine = await taskAnalytics(db, board, analyticsQuery.parse({ from: monday, to: today, projectId }));
    expect(mine.overdueByProject).toEqual([{ id: projectId, name: `Auswertung ${run}`, overdue: 2 }]);
    expect(mine.overdueByAssignee.map((r) => [r.name, r.overdue]).sort()).toEqual([
      ["Nicht zugewiesen", 1],
      [`Paula Pünktlich${run}`, 1],
    ]);
    const all = await taskAnalytics(db, board, analyticsQuery.parse({ from: monday, to: today }));
    expect(all.overdueByProject.find((r) => r.id === otherProjectId)?.overdue).toBe(1);
    // Before the tasks were due, nothing was overdue.
    const earlier = await taskAnalytics(db, board, analyticsQuery.parse({ from: monday, to: addDays(today, -3), projectId }));
    expect(earlier.totals.overdueAtEnd).toBe(0);
  });

  it("answers from kept figures that follow every change of a task or an assignment (0450)", async () => {
    const keptId = (await createProject(db, board, projectValues.parse({ name: `Gepflegt ${run}` }))).id;
    const query = analyticsQuery.parse({ from: monday, to: today, projectId: keptId });
    const row = (values: Partial<typeof tasks.$inferInsert>) => ({ projectId: keptId, title: "K", status: "offen" as const, ...values });
    const [late, done, later] = await db
      .insert(tasks)
      .values([
        row({ createdAt: at(monday), dueDate: addDays(today, -3) }),
        row({ createdAt: at(monday), startedAt: at(addDays(monday, 1)), closedAt: at(addDays(monday, 5)), status: "erledigt" }),
        row({ createdAt: at(monday), dueDate: addDays(today, 3) }),
      ])
      .returning({ id: tasks.id });
    /** The same query with nothing kept: what the answer must be. */
    const computedNow = async () => {
      await db.execute(sql`DELETE FROM report_snapshots WHERE report = 'tasks.analytics'`);
      return taskAnalytics(db, board, query);
    };
    let before = await taskAnalytics(db, board, query);
    const kept = await db.execute(sql`SELECT count(*)::int AS n FROM report_snapshots WHERE report = 'tasks.analytics'`);
    expect(Number((kept as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (kept as unknown as { n: number }[])[0]?.n)).toBeGreaterThan(0);
    expect(await taskAnalytics(db, board, query)).toEqual(before);

    const changes: (() => Promise<unknown>)[] = [
      () => db.insert(taskAssignees).values({ taskId: late!.id, userId: personId }),
      () =>
        db
          .update(tasks)
          .set({ dueDate: addDays(today, -1) })
          .where(eq(tasks.id, later!.id)),
      () =>
        db
          .update(tasks)
          .set({ startedAt: at(addDays(monday, 3)) })
          .where(eq(tasks.id, done!.id)),
      () => db.delete(taskAssignees).where(eq(taskAssignees.taskId, late!.id)),
      () => db.update(tasks).set({ status: "erledigt", closedAt: new Date() }).where(eq(tasks.id, late!.id)),
      () => db.delete(tasks).where(eq(tasks.id, later!.id)),
    ];
    for (const change of changes) {
      await change();
      const answered = await taskAnalytics(db, board, query);
      expect(answered).not.toEqual(before);
      expect(answered).toEqual(await computedNow());
      before = answered;
    }
  });

  it("refuses ranges the wrong way round or longer than three years", () => {
    expect(analyticsQuery.safeParse({ from: today, to: addDays(today, -1) }).success).toBe(false);
    expect(analyticsQuery.safeParse({ from: addDays(today, -1200), to: today }).success).toBe(false);
  });
});
